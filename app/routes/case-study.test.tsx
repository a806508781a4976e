import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CaseStudyCard } from "~/components/sections/case-study-grid";
import { caseStudies } from "~/content/work";
import { caseStudyIds, pagePaths } from "~/routes-list";
import { renderRoute } from "~/test/render-route";

describe("case-study pages", () => {
  it("has a prerendered page, in the sitemap's list, for every case study in the content", () => {
    expect(caseStudyIds).toEqual(caseStudies.map((study) => study.id));
    for (const study of caseStudies) expect(pagePaths).toContain(`/work/${study.id}`);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    "/work/%s shows the challenge, the approach, the outcome in numbers, the stack and a visual",
    (id, study) => {
      renderRoute(`/work/${id}`);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(study.name);
      for (const title of ["The challenge", "Our approach", "The outcome", "Stack"]) {
        expect(screen.getByRole("region", { name: title })).toBeInTheDocument();
      }
      const outcome = screen.getByRole("region", { name: "The outcome" });
      for (const metric of study.outcome) expect(within(outcome).getByText(metric.value)).toBeInTheDocument();
      const stack = screen.getByRole("region", { name: "Stack" });
      for (const tag of study.tags) expect(within(stack).getByText(tag)).toBeInTheDocument();
      // At least three screens of the product in use, each described by its own alt text.
      const screens = within(screen.getByRole("list", { name: "Screens" })).getAllByRole("img");
      expect(screens.length).toBeGreaterThanOrEqual(3);
      for (const picture of screens) expect(picture).toHaveAccessibleName(new RegExp(study.name));
      expect(new Set(screens.map((picture) => picture.getAttribute("src"))).size).toBe(screens.length);
      // It ends with the next study, reached by an inside link.
      const next = caseStudies[(caseStudies.indexOf(study) + 1) % caseStudies.length]!;
      const nextLink = within(screen.getByRole("navigation", { name: "Next project" })).getByRole("link", { name: new RegExp(next.name) });
      expect(nextLink).toHaveAttribute("href", `/work/${next.id}`);
    },
  );

  it("shows the not-found screen for an unknown case study (no route matches it but `*`)", () => {
    // The page's 404 log line is an inline script the browser runs (e2e/unknown-paths.spec.ts).
    renderRoute("/work/no-such-study");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
  });

  it("links each card on /work to its case study's page", () => {
    renderRoute("/work");
    const cards = screen.getAllByRole("article");
    for (const [i, study] of caseStudies.entries()) {
      const link = within(cards[i]!).getByRole("link", { name: new RegExp(`Read the case study.*${study.name}`) });
      expect(link).toHaveAttribute("href", `/work/${study.id}`);
    }
  });

  it("shows 'Preview coming soon' for a case study without a preview image", () => {
    const study = { ...caseStudies[0], imageUrl: null };
    const router = createMemoryRouter([{ path: "/", element: <CaseStudyCard study={study} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("Preview coming soon")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
