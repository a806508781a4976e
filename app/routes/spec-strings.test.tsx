import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/config";
import { caseStudies } from "~/content/work";
import { pages } from "~/routes-list";
import { renderRoute } from "~/test/render-route";

// The spec's own words, copied from SPEC.md on purpose: this test must not read the content
// modules, or a typo there would be checked against itself.
const specStrings: Record<string, readonly string[]> = {
  "/": [
    `Ship faster with ${siteConfig.brand}`,
    "Book a discovery call",
    "View our work",
    ...["React", "TypeScript", "Next.js", "Node.js", "AWS", "Postgres", "Vercel", "Netlify"],
    "What we do",
    ...["Product Strategy", "Design Systems", "Full-stack Development", "Launch & Growth"],
    "Outcomes over output",
    "30%+",
    "99.9%",
    "See case studies",
    "A proven process",
    ...["Discover", "Design", "Build"],
    "Clients love working with us",
    "Start a project",
    "Explore services",
  ],
  "/services": [
    "Capabilities",
    "Services tailored to your roadmap",
    "Start a project",
    "Explore services",
    "Cloud & Infrastructure",
    "Blockchain & Web3",
    "Data & Analytics",
    "Automation & Integrations",
    "Product Strategy & Consulting",
    "Creative & User Experience",
    "Specialized SaaS Solutions",
    ...["01", "02", "03", "04", "05", "06", "07"],
    "Book a discovery call",
    "Back to home",
  ],
  "/work": [
    "Selected work",
    "Products we've built",
    "Case Study",
    // 'Preview coming soon' shows only for a study without a preview; every study has one now
    // (the fallback is tested in app/routes/case-study.test.tsx).
    "Work with us",
    "Start a conversation",
    "Explore services",
  ],
  "/about": [
    "Who We Are",
    "Start a project",
    "See our work",
    "What We Do",
    ...[
      "AI & Machine Learning",
      "Web Development",
      "Mobile App Development",
      "Cloud & Infrastructure",
      "Blockchain & Web3",
      "Automation & Integrations",
      "Data & Analytics",
      "Creative & UX",
    ],
    "Our Philosophy",
    ...["Innovation with purpose", "Transparency & collaboration", "Sustainable growth"],
    "Who We Work With",
    `Why ${siteConfig.brand}`,
    "Book a discovery call",
    "Explore services",
  ],
  "/contact": [
    "Let's build something great",
    "1-2 business days",
    "2 weeks",
    "2-6 engineers",
    "Design, Web, Mobile, Cloud",
    "Name",
    "Email",
    "Company",
    "How can we help?",
    "Send message",
  ],
};

// Chrome on every page: header, footer.
const chromeStrings = [
  "Services",
  "Work",
  "About",
  "Contact",
  "Book a call",
  "Company",
  "Get in touch",
  siteConfig.email,
  "Privacy",
  "Terms",
];

const present = (text: string) =>
  screen.queryAllByText((_, node) => node?.textContent?.trim() === text, { ignore: "script, style" }).length > 0;

describe.each(Object.entries(specStrings))("page %s", (path, strings) => {
  it.each(strings)("shows '%s'", (text) => {
    renderRoute(path);
    expect(present(text) || screen.queryAllByLabelText(text).length > 0).toBe(true);
  });

  it("has exactly one h1 and the shared header and footer", () => {
    renderRoute(path);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const text of chromeStrings) expect(present(text)).toBe(true);
    const year = String(new Date().getFullYear());
    expect(within(screen.getByRole("contentinfo")).getByText(year)).toBeInTheDocument();
  });
});

describe("page counts", () => {
  it("numbers seven service categories 01–07 with 5,5,5,5,5,5,4 offerings", () => {
    renderRoute("/services");
    const cards = screen.getAllByRole("listitem").filter((li) => li.id && li.querySelector("h3"));
    expect(cards).toHaveLength(7);
    expect(cards.map((card) => within(card).getAllByRole("listitem").length)).toEqual([5, 5, 5, 5, 5, 5, 4]);
  });

  // The spec's three are the demo's; an agency's own studies (one or ten) are each a card.
  it("shows a card per case study, each with its badge, tags and a link to contact", () => {
    renderRoute("/work");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(caseStudies.length);
    for (const card of cards) {
      expect(within(card).getByText("Case Study")).toBeInTheDocument();
      expect(within(card).getByRole("list", { name: "Technologies" })).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: /Work with us/ })).toHaveAttribute("href", "/contact");
      const image = within(card).queryByRole("img");
      if (image) expect(image).toHaveAttribute("loading", "lazy");
      else expect(within(card).getByText("Preview coming soon")).toBeInTheDocument();
    }
  });

  it("links each of the four 'What we do' cards to the services page", () => {
    renderRoute("/");
    const section = screen.getByRole("region", { name: "What we do" });
    const links = within(section).getAllByRole("link");
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute("href", "/services");
  });
});

// A studio's site reads as finished: nothing on any page (its text or a tooltip) says "coming
// soon", except the spec's own fallback for a study without a picture, shown only then.
describe("no page reads as a placeholder", () => {
  it.each(pages.map((page) => page.path))("%s says nothing is coming soon", (path) => {
    const { container } = renderRoute(path);
    const titles = [...container.ownerDocument.querySelectorAll("[title]")].map((node) => node.getAttribute("title"));
    const said = [container.ownerDocument.body.textContent ?? "", ...titles].join("\n").replaceAll("Preview coming soon", "");
    expect(said).not.toMatch(/coming soon/i);
  });
});

describe("not-found screen", () => {
  it("shows 404, the message and a link home for an unknown path, and logs the path", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoute("/no/such/page");
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The page ships no React: its inline script logs the path when the browser loads it (React
    // does not run a rendered script, so run its text as the browser would).
    const script = document.querySelector("main script")!.textContent!;
    new Function("location", script)({ pathname: "/no/such/page" });
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), "/no/such/page");
    consoleError.mockRestore();
  });
});
