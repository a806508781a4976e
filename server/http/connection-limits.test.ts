// Connections a client opens and then neglects are closed, and there is a cap on how many are
// open, so a single host cannot hold every descriptor the process has.
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { loadStaticSite } from "../static/static-site.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { applyConnectionLimits, defaultConnectionLimits } from "./connection-limits.ts";
import { createHttpServer } from "./http-server.ts";
import { testAppConfig, unreachableDatabase } from "../../testing/http-stand-ins.ts";

const noDatabase = unreachableDatabase();
const config = testAppConfig();
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(limits?: Partial<typeof defaultConnectionLimits>) {
  const fixture = createStaticFixture();
  const { server } = createHttpServer({ config, db: noDatabase, site: await loadStaticSite(fixture.dir), logger: createLogger("silent") });
  if (limits) applyConnectionLimits(server, { ...defaultConnectionLimits, ...limits });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => fixture.remove());
  cleanups.push(() => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A raw connection, with what the server wrote and when it closed it. */
async function open(port: number, from = "127.0.0.1") {
  const socket: Socket = connect({ port, host: "127.0.0.1", localAddress: from });
  socket.on("error", () => undefined);
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  const opened = performance.now();
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now() - opened)));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  cleanups.push(() => socket.destroy());
  return { socket, closed, received: () => received };
}

describe("connection limits", () => {
  it("are set on the server by default, tighter than node's", async () => {
    const { server } = await startServer();
    expect(server).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, maxConnections: 800 });
    expect((server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1_000);
  });

  it("closes a socket that sends nothing within the headers timeout", async () => {
    const { port } = await startServer({ headersTimeoutMs: 300, checkIntervalMs: 50 });
    const silent = await open(port);
    // Node's defaults would hold it 60-90 s; the test's own timeout is far below that.
    expect(await silent.closed).toBeLessThan(5_000);
  });

  it("closes a socket that sends half a request and stops, with a 408", async () => {
    const { port } = await startServer({ headersTimeoutMs: 300, checkIntervalMs: 50 });
    const slow = await open(port);
    slow.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    expect(await slow.closed).toBeLessThan(5_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const { port } = await startServer({ keepAliveTimeoutMs: 300 });
    const client = await open(port);
    client.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(await client.closed).toBeLessThan(5_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("turns connections away past the cap, and serves again once one ends", async () => {
    const { port } = await startServer({ maxConnections: 3 });
    const held = [await open(port), await open(port), await open(port)];
    const turnedAway = await open(port);
    await turnedAway.closed;
    expect(turnedAway.received()).toBe("");

    held[0]!.socket.destroy();
    await held[0]!.closed;
    const served = await open(port);
    served.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await served.closed;
    expect(served.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("holds one address to its own share of the connections, so another visitor is still served", async () => {
    // A cap of 12 for everyone and 4 per address: the flooder's 12 idle sockets (Linux routes all
    // of 127/8 to loopback, so 127.0.0.2 is another client) would fill the cap without the share.
    const { port } = await startServer({ maxConnections: 12, maxConnectionsPerClient: 4 });
    const flood = await Promise.all(Array.from({ length: 12 }, () => open(port, "127.0.0.2")));
    const turnedAway = flood.slice(4);
    await Promise.all(turnedAway.map((socket) => socket.closed));
    expect(turnedAway.map((socket) => socket.received())).toEqual(Array(8).fill(""));

    for (let probe = 0; probe < 3; probe++) {
      const visitor = await open(port, "127.0.0.3");
      visitor.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      await visitor.closed;
      expect(visitor.received()).toMatch(/^HTTP\/1\.1 200 /);
    }
    // The flooder's share frees as its connections end.
    flood[0]!.socket.destroy();
    await flood[0]!.closed;
    const again = await open(port, "127.0.0.2");
    again.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers a request whose body trickles in with 408 and closes it, long before the request timeout", async () => {
    const { port } = await startServer({ bodyGraceMs: 300, minBodyBytesPerSecond: 100 });
    const slow = await open(port);
    slow.socket.write(
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    // A byte every 200 ms, as a slow-body attack sends it, until the server closes the connection.
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write("a"), 200);
    cleanups.push(() => clearInterval(trickle));
    // The 30 s request timeout would end it too, far later: the rate rule is what ends it here.
    expect(await slow.closed).toBeLessThan(10_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("lets a body that arrives at a steady pace through", async () => {
    const { port } = await startServer({ bodyGraceMs: 300, minBodyBytesPerSecond: 100 });
    const client = await open(port);
    const body = "x".repeat(600);
    client.socket.write(`POST /nowhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`);
    // 200 bytes every 250 ms: 800 bytes a second, over the rule's 100.
    for (let at = 0; at < body.length; at += 200) {
      client.socket.write(body.slice(at, at + 200));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 405 /);
  });
});
