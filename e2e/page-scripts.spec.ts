import { expect, test } from "@playwright/test";
import { hydratingPageJsBudgetBytes } from "../bench/budgets.ts";
import { measurePageScripts } from "../bench/page-scripts.ts";
import { benchRoutes } from "../bench/routes.ts";
import { caseStudies } from "./support/site";

// What a visitor's browser downloads as JavaScript before touching Home or Contact, measured as
// the bench measures it (bench/page-scripts.ts): within DESIGN.md's budget, and none of it a case
// study's record. These pages cite a study by a few fields their loader writes into the HTML
// when they are prerendered; the records (and the screens drawn from them at build time) stay on
// the build's side. A shared chunk that pulls them in again puts the stories' words in a script.
const hydratingRoutes = benchRoutes.filter((route) => route.path in hydratingPageJsBudgetBytes);

test("the budget covers the pages that hydrate", () => {
  expect(hydratingRoutes.map((route) => route.path).sort()).toEqual(["/", "/contact"]);
});

for (const route of hydratingRoutes) {
  test(`${route.path} downloads at most its budget of JavaScript before interaction, and no case study's record`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const scripts = await measurePageScripts(browser, baseURL!, route);
    expect(scripts.hydrates, "the page hydrates").toBe(true);
    const budget = hydratingPageJsBudgetBytes[route.path]!;
    const listing = [...scripts.external.map((s) => `${s.url} ${s.bytes}`), ...scripts.inline.map((s) => `inline ${s.kind} ${s.bytes}`)];
    expect(scripts.total, `compressed bytes before interaction (budget ${budget}):\n${listing.join("\n")}`).toBeLessThanOrEqual(budget);

    const code = await Promise.all(scripts.external.map(async (script) => [script.url, await (await request.get(script.url)).text()]));
    for (const study of caseStudies) {
      // Words only a study's record holds (its frontmatter, read whole): neither page shows its summary or its client's quote.
      const { summary, quote } = study as typeof study & { summary: string; quote: { text: string } };
      for (const words of [summary, quote.text]) {
        const carriers = code.filter(([, text]) => text!.includes(words)).map(([url]) => url);
        expect(carriers, `scripts carrying ${study.id}'s record`).toEqual([]);
      }
    }
  });
}
