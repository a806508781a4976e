import { expect, it } from "vitest";
import { storyContract } from "./story-contract";
import { storyComponents } from "./story-components";

it("lists every story component MDX renders, and no other", () => {
  expect(Object.keys(storyContract).sort()).toEqual(Object.keys(storyComponents).sort());
});
