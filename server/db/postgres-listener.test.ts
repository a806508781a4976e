// The LISTEN connection must notice a half-open socket quickly: TCP keepalive with a short idle time.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { listenerKeepAliveIdleMs, listenWithReconnect } from "./postgres-listener.ts";

describe("the LISTEN connection", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster({ tcp: true, settings: { fsync: "off" } });
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("probes an idle connection after seconds, not the OS default two hours", async () => {
    const stop = await listenWithReconnect(cluster.tcpUrl!, "wake_up", () => {});
    try {
      // /proc/net/tcp shows each socket's timer: "02:<ticks>" is keepalive, in 1/100 s until the next probe.
      const port = cluster.port.toString(16).toUpperCase().padStart(4, "0");
      const timers = readFileSync("/proc/net/tcp", "utf8")
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => fields[2]?.endsWith(`:${port}`) && fields[3] === "01") // to the server, established
        .map((fields) => fields[5]?.split(":") ?? [])
        .filter(([kind]) => kind === "02")
        .map(([, ticks]) => Number.parseInt(ticks ?? "", 16) / 100);
      expect(timers).toHaveLength(1);
      expect(timers[0]).toBeLessThanOrEqual(listenerKeepAliveIdleMs / 1000);
    } finally {
      await stop();
    }
  });
});
