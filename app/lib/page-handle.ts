import type { UIMatch } from "react-router";

/**
 * What a route tells the root layout about its page (its `handle` export). A page is a plain
 * document unless it says `hydrate: true`: then the root renders React Router's scripts and the
 * page is hydrated. Only pages with something for JavaScript to do hydrate (React Router's guide
 * "Disabling JavaScript"): Home (the testimonial carousel) and Contact (the form).
 */
export type PageHandle = { hydrate: boolean };

/** Whether any matched route asks for hydration. */
export const shouldHydrate = (matches: readonly UIMatch[]) =>
  matches.some((match) => (match.handle as Partial<PageHandle> | undefined)?.hydrate === true);
