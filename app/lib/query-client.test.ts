import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "./query-client";

describe("data cache policy", () => {
  it("keeps unused entries 5 minutes and retries failed queries 3 times", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(3);
  });

  it("backs off from 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("does not resend a contact message behind the visitor's back", () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  describe("offline", () => {
    afterEach(() => onlineManager.setOnline(true));

    it("fails a send at once, like any failure, instead of pausing it until the network returns", async () => {
      onlineManager.setOnline(false);
      const client = createQueryClient();
      const send = client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new TypeError("Failed to fetch")),
        })
        .execute(undefined);
      await expect(send).rejects.toThrow("Failed to fetch");
      expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(false);
    });
  });
});
