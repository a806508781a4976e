// Child-process entry for one autocannon run (see autocannon.ts): the load generator gets a
// process of its own. Reads the run as JSON from argv, prints autocannon's result as JSON.
import autocannon from "autocannon";
import type { HttpLoad } from "./autocannon.ts";

const load = JSON.parse(process.argv[2] ?? "{}") as HttpLoad;

// Each request from a different visitor: a fresh address in X-Forwarded-For, as a burst of many
// people would arrive through the one proxy the server trusts.
let visitor = Math.floor(Math.random() * 2 ** 24);
const nextAddress = () => {
  visitor = (visitor + 1) % 2 ** 24;
  return `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

const result = await autocannon({
  url: load.url,
  connections: load.connections,
  duration: load.seconds,
  method: load.method ?? "GET",
  headers: load.headers,
  body: load.body,
  requests: load.visitorHeader
    ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, [load.visitorHeader!]: nextAddress() } }) }]
    : undefined,
});
process.stdout.write(JSON.stringify(result));
