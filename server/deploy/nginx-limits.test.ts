// The shipped nginx configuration limits each client: one address holding many slow requests is
// answered 429 past its share, and another visitor's requests keep answering. Debian's nginx
// runs deploy/nginx/agency-site.conf as it is, in front of one server in this process (the
// database is not needed: the flood is held at nginx). Clients are loopback addresses other than
// 127.0.0.1 (Linux routes all of 127/8 to loopback), which the file leaves unlimited.
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type Nginx } from "../../testing/nginx.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { testAppConfig, unreachableDatabase } from "../../testing/http-stand-ins.ts";
import { createHttpServer } from "../http/http-server.ts";
import { createLogger } from "../logger.ts";
import { loadStaticSite } from "../static/static-site.ts";

const siteConf = new URL("../../deploy/nginx/agency-site.conf", import.meta.url).pathname;
const fixture = createStaticFixture();
let nginx: Nginx;
let closeServer: () => Promise<unknown>;
const sockets: Socket[] = [];

beforeAll(async () => {
  const { server } = createHttpServer({
    config: testAppConfig(),
    db: unreachableDatabase(),
    site: await loadStaticSite(fixture.dir),
    logger: createLogger("silent"),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closeServer = () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));
  nginx = await startNginx({ siteConf, upstreams: [`127.0.0.1:${(server.address() as AddressInfo).port}`] });
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await nginx?.stop();
  await closeServer?.();
  fixture.remove();
});

/** A request from `from` that sends its headers and one byte of a 1,000-byte body, then waits. */
function slowPost(port: number, from: string) {
  return new Promise<{ answer: () => string }>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => {
      socket.write(
        "POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n[",
      );
      resolve({ answer: () => received });
    });
    let received = "";
    socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => undefined);
    sockets.push(socket);
  });
}

describe("nginx in front of the server", { timeout: 60_000 }, () => {
  it("answers one address's requests past its share with 429, and keeps serving another visitor", async () => {
    const port = Number(new URL(nginx.url).port);
    const flood = await Promise.all(Array.from({ length: 80 }, () => slowPost(port, "127.0.0.2")));
    // The share is 64 requests in progress: the rest are refused as soon as nginx has their headers.
    await expect
      .poll(() => flood.filter((request) => /^HTTP\/1\.1 429 /.test(request.answer())).length, { timeout: 10_000, interval: 100 })
      .toBeGreaterThanOrEqual(16);
    for (let probe = 0; probe < 3; probe++) {
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.3" }, () =>
          socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
        );
        let received = "";
        socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
        socket.on("end", () => resolve(received));
        socket.on("error", reject);
      });
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});
