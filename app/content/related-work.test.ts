import { describe, expect, it } from "vitest";
import { relatedStudies } from "./related-work";

// Fixture studies, not the demo collection: an agency replaces those with its own.
const study = (id: string, services: string[], tags: string[] = []) => ({ id, name: id, subtitle: id, services, tags });

describe("the case study each service category links to", () => {
  const studies = [
    study("harbour", ["Product discovery", "Cloud infrastructure"], ["AWS"]),
    study("orchard", ["Service design"], ["Stripe"]),
  ];
  const ids = (categories: { id: string; relatedWork: string[] }[]) =>
    Object.fromEntries([...relatedStudies(categories, studies)].map(([category, found]) => [category, found.id]));

  it("matches the study's services and tags, whatever their case", () => {
    expect(ids([{ id: "cloud", relatedWork: ["aws"] }])).toEqual({ cloud: "harbour" });
    expect(ids([{ id: "payments", relatedWork: ["STRIPE"] }])).toEqual({ payments: "orchard" });
  });

  it("links none where no study matches", () => {
    expect(ids([{ id: "web3", relatedWork: ["Blockchain"] }])).toEqual({});
  });

  it("prefers a study not linked yet, then the collection's order", () => {
    expect(
      ids([
        { id: "cloud", relatedWork: ["Cloud infrastructure"] },
        { id: "strategy", relatedWork: ["Product discovery", "Service design"] },
        { id: "creative", relatedWork: ["Product discovery", "Service design"] },
      ]),
    ).toEqual({ cloud: "harbour", strategy: "orchard", creative: "harbour" });
  });
});
