import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { acceptQueueLength } from "./accept-queue.ts";

describe("acceptQueueLength", () => {
  it("counts the connections the kernel has queued and the process has not accepted", async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      expect(acceptQueueLength(server)).toBe(0);
      // Another process connects three times while this one is blocked (spawnSync): nothing is accepted.
      const port = (server.address() as AddressInfo).port;
      const script = `const net = require("node:net"); let open = 0;
        for (let i = 0; i < 3; i++) net.connect(${port}, "127.0.0.1", () => ++open === 3 && process.exit(0));`;
      expect(spawnSync(process.execPath, ["-e", script], { timeout: 10_000 }).status).toBe(0);
      expect(acceptQueueLength(server)).toBe(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
