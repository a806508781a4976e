// The receipt is a channel of its own kind (it writes to the visitor, once, never late), and that
// kind is data in delivery-channels.ts. This test fails when a query or a check compares a channel
// with the receipt's name instead of asking the catalogue: the special case in 15 literals across
// 6 files that a new visitor-facing channel would have had to find one by one.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryChannelCatalogue, deliveryChannelNames, isVisitorChannel, visitorChannelsSql } from "./delivery-channels.ts";

const root = new URL("../../", import.meta.url).pathname;
const visitorNames = deliveryChannelNames.filter(isVisitorChannel);
/** A comparison with a visitor channel's name: `channel = 'receipt'`, `name <> 'receipt'`, `!== "receipt"`. */
const comparison = new RegExp(`(?:={1,3}|<>|!==?)\\s*(['"\`])(?:${visitorNames.join("|")})\\1`, "g");

const sources = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file)));

describe("the delivery channels", () => {
  it("tell the visitor's receipt from the agency's channels by their catalogue entry", () => {
    expect(visitorNames).toEqual(["receipt"]);
    expect(deliveryChannelNames.filter((name) => deliveryChannelCatalogue[name].recipient === "agency")).toEqual(["webhook", "email"]);
    expect(visitorChannelsSql).toBe("('receipt')");
    expect(isVisitorChannel("no-such-channel")).toBe(false);
  });

  it("are never compared with the receipt's name outside the catalogue (server/ and scripts/)", () => {
    expect("where channel = 'receipt' and x !== \"receipt\"".match(comparison)).toHaveLength(2);
    const files = [...sources("server"), ...sources("scripts")].filter((file) => file !== "server/leads/delivery-channels.ts");
    expect(files).toContain("server/leads/delivery-jobs-store.ts");
    const found = files.flatMap((file) => (readFileSync(join(root, file), "utf8").match(comparison) ?? []).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });
});
