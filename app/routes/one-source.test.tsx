import { describe, expect, it } from "vitest";
import { team } from "~/content/team";
import { servedPagePaths } from "~/routes-list";
import { renderRoute } from "~/test/render-route";

// Each fact has one source (app/content/): a person's role is the one the team page gives them,
// whichever page or story shows them, and a link that stays on the site does not look like one
// that leaves it. Read from the content, so an agency that replaces the people keeps these tests.

/** Elements whose whole text is `name`: a name set as a name (not a mention inside a sentence). */
function nameTags(root: HTMLElement, name: string): Element[] {
  return [...root.querySelectorAll("*")].filter((element) => element.children.length === 0 && element.textContent?.trim() === name);
}

describe("one source of facts", () => {
  it.each([...servedPagePaths])("%s shows each of the studio's people in the one role the team page gives them", (path) => {
    const { container } = renderRoute(path);
    for (const member of team.members) {
      for (const tag of nameTags(container, member.name)) {
        // The caption the name sits in: name and role side by side (a list row, a card, a byline).
        const caption = tag.parentElement!.textContent!.replace(member.name, "").trim();
        expect(caption.toLowerCase(), `${path}: ${member.name} beside "${caption}"`).toContain(member.role.toLowerCase());
      }
    }
  });

  it("names the person who reads messages the same way on Contact and on the thank-you", () => {
    const reader = team.members[0]!;
    for (const path of ["/contact", "/contact/sent"]) {
      const { container, unmount } = renderRoute(path);
      expect(container.textContent, path).toContain(reader.name);
      expect(container.textContent, path).not.toMatch(/a founder reads/i);
      unmount();
    }
  });

  it.each([...servedPagePaths])("%s: links that stay on the site carry no external-link arrow", (path) => {
    const { container } = renderRoute(path);
    const inside = [...container.querySelectorAll<HTMLAnchorElement>("a[href^='/']")];
    const marked = inside.filter((link) => link.querySelector(".lucide-arrow-up-right, .lucide-external-link"));
    expect(marked.map((link) => `${link.getAttribute("href")}: ${link.textContent}`)).toEqual([]);
  });
});
