/** Section numbers are zero-padded to two digits: 1 → "01". */
export const padNumber = (n: number) => String(n).padStart(2, "0");
