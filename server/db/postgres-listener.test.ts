// The LISTEN connection must notice a half-open socket quickly: TCP keepalive with a short idle time.
import { execFileSync } from "node:child_process";
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
      // ss shows each socket's keepalive timer: the time left before the next probe.
      const sockets = execFileSync("ss", ["-tnoH", "state", "established", `( dport = :${cluster.port} )`], { encoding: "utf8" });
      const timers = [...sockets.matchAll(/timer:\(keepalive,([\d.]+)(ms|sec|min)/g)].map(([, value, unit]) =>
        unit === "min" ? Number(value) * 60 : unit === "ms" ? Number(value) / 1000 : Number(value),
      );
      expect(timers).toHaveLength(1);
      expect(timers[0]).toBeLessThanOrEqual(listenerKeepAliveIdleMs / 1000);
    } finally {
      await stop();
    }
  });
});
