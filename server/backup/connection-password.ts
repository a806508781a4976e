// Splits the password out of a PostgreSQL connection URL, so that a client program (pg_dump) gets
// it through PGPASSWORD in its environment, not on its command line where `ps` shows it to every
// user of the machine. Plain string work: libpq URLs such as `postgresql://u:p@/db?host=/socket`
// are not URLs to WHATWG's parser.

/** The URL without its password (in the user-info part or a `password=` parameter), and the password. */
export function withoutPassword(databaseUrl: string): { url: string; password: string | undefined } {
  let password: string | undefined;
  let url = databaseUrl.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@/i, (_all, scheme: string, userInfo: string) => {
    const colon = userInfo.indexOf(":");
    if (colon === -1) return `${scheme}${userInfo}@`;
    password = decodeURIComponent(userInfo.slice(colon + 1));
    return `${scheme}${userInfo.slice(0, colon)}@`;
  });
  url = url.replace(/([?&])password=([^&#]*)(&?)/, (_all, before: string, value: string, after: string) => {
    password = decodeURIComponent(value);
    return after ? before : "";
  });
  return { url, password };
}
