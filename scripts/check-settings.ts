// `npm start` runs this before the build, `npm run build` with --site: every setting checked with
// the schema the server uses, in about a second, instead of after a 20-second build. For a start
// it also refuses what would make the server fail later: a port already taken (or a HOST that is not
// this machine's) and an embedded database directory held by a running server. It creates nothing.
// The build (--site) reads only the site's settings: it must not demand the server's.
//   tsx scripts/check-settings.ts [--site]
import "../server/owner-only-umask.ts";
import { shownPath as shown } from "../server/settings/database-name.ts";
import { serverConfigFrom, serverSettingsParts } from "../server/settings/server-settings.ts";
import { loadSettings } from "../server/settings/load-settings.ts";
import { checkCanListen, checkDataDirFree } from "../server/startup-checks.ts";
import { startupFailureLine, unexpectedFailureLine } from "../server/startup-failure.ts";

const siteOnly = process.argv.includes("--site");
const listen = { host: "127.0.0.1", port: 3000 };

try {
  if (siteOnly) loadSettings("site");
  else {
    const settings = loadSettings(...serverSettingsParts);
    const config = serverConfigFrom(settings);
    Object.assign(listen, { host: config.host, port: config.port });
    if (!config.databaseUrl) checkDataDirFree(config.dataDir);
    await checkCanListen(config.host, config.port);
    // Never the DATABASE_URL itself: it may hold a password.
    const database = config.databaseUrl ? "PostgreSQL at DATABASE_URL" : `embedded database in ${shown(config.dataDir)}`;
    console.log(
      `Settings checked${settings.envFile ? ` (with ${shown(settings.envFile)})` : ""}: port ${config.port} is free, ${database}.`,
    );
  }
} catch (error) {
  console.error(startupFailureLine(error, listen) ?? unexpectedFailureLine(error));
  process.exit(1);
}
