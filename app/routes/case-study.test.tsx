import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CaseStudyCard } from "~/components/sections/case-study-grid";
import { caseStudies, nextStudy } from "~/content/work";
import { caseStudyIds, pagePaths } from "~/routes-list";
import { renderRoute } from "~/test/render-route";

// Everything here is read from the case-study folders (app/content/work): an agency that replaces
// or adds studies keeps these tests as they are.
describe("case-study pages", () => {
  it("has a prerendered page, in the sitemap's list, for every case-study folder", () => {
    expect([...caseStudyIds].sort()).toEqual(caseStudies.map((study) => study.id).sort());
    for (const study of caseStudies) expect(pagePaths).toContain(`/work/${study.id}`);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "/work/%s tells the story: facts, pictures, the client's word, outcomes with context, team, next project",
    (id, study) => {
      renderRoute(`/work/${id}`);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(study.name);
      for (const fact of [study.client, study.year, study.duration]) expect(screen.getAllByText(fact).length).toBeGreaterThan(0);
      const tags = screen.getByRole("list", { name: "Technologies" });
      for (const tag of study.tags) expect(within(tags).getByText(tag)).toBeInTheDocument();
      // The story itself: its pictures, each described by its own alt text, none shown twice.
      const story = screen.getByRole("article");
      const pictures = within(story).getAllByRole("img");
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture.getAttribute("alt")).not.toBe("");
      expect(new Set(pictures.map((picture) => picture.getAttribute("src"))).size).toBe(pictures.length);
      // The client's quote with name and role.
      const quote = screen.getByRole("region", { name: `What ${study.name}'s client says` });
      expect(quote).toHaveTextContent(study.quote.text);
      expect(quote).toHaveTextContent(`${study.quote.name}, ${study.quote.role}`);
      // Every outcome with what it was measured against.
      const outcome = screen.getByRole("region", { name: "The outcome" });
      for (const metric of study.outcomes) {
        expect(within(outcome).getByText(metric.value)).toBeInTheDocument();
        expect(within(outcome).getByText(metric.context)).toBeInTheDocument();
      }
      const team = screen.getByRole("region", { name: "Team" });
      for (const person of study.team) expect(team).toHaveTextContent(`${person.name}${person.role}`);
      // It ends with the next study, reached by an inside link.
      const next = nextStudy(study);
      const nextLink = within(screen.getByRole("navigation", { name: "Next project" })).getByRole("link", { name: new RegExp(next.name) });
      expect(nextLink).toHaveAttribute("href", `/work/${next.id}`);
    },
  );

  it("leads from the last study back to the first", () => {
    expect(nextStudy(caseStudies.at(-1)!)).toBe(caseStudies[0]);
  });

  it("shows the not-found screen for an unknown case study (no route matches it but `*`)", () => {
    // The page's 404 log line is an inline script the browser runs (e2e/unknown-paths.spec.ts).
    renderRoute("/work/no-such-study");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
  });

  it("makes each tile on /work one link to its study, with the spec's fields and 'Work with us'", () => {
    renderRoute("/work");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(caseStudies.length);
    for (const [i, study] of caseStudies.entries()) {
      const card = within(cards[i]!);
      const links = card.getAllByRole("link");
      expect(links.filter((link) => link.getAttribute("href") === `/work/${study.id}`)).toHaveLength(1);
      expect(card.getByRole("link", { name: study.name })).toHaveAttribute("href", `/work/${study.id}`);
      expect(card.getByRole("link", { name: `Work with us ${"on a product like " + study.name}` })).toHaveAttribute("href", "/contact");
      expect(card.getByText("Case Study")).toBeInTheDocument();
      expect(card.getByText(study.subtitle)).toBeInTheDocument();
      expect(card.getByText(study.blurb)).toBeInTheDocument();
      for (const tag of study.tags) expect(card.getByText(tag)).toBeInTheDocument();
    }
  });

  it("shows 'Preview coming soon' for a case study without a preview image", () => {
    const study = { ...caseStudies[0]!, preview: null, imageUrl: null };
    const router = createMemoryRouter([{ path: "/", element: <CaseStudyCard study={study} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("Preview coming soon")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
