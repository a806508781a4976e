// The one rule every setting follows: a value that is empty or only spaces is as if it were not
// set, so `NAME=` (a copied .env.example is full of them) means the default, never "" or 0.
// Free of any library: the site's settings apply it in the browser bundle too.
export const blankIsUnset = <T>(value: T): T | undefined => (typeof value === "string" && value.trim() === "" ? undefined : value);
