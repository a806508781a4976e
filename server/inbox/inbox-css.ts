// The inbox's stylesheet, served at /inbox/inbox.css: the site's design tokens (app/app.css's
// @theme: colours in light-dark(), the typefaces, the type scale), read from that file at start so
// a change of brand colour reaches the inbox too, and the inbox's own few rules on top. Light and
// dark follow the system (prefers-color-scheme through color-scheme and light-dark()).
import { readFileSync } from "node:fs";

// build/node sits two levels below the repository, as server/inbox does: the same path from both.
const appCss = new URL("../../app/app.css", import.meta.url);

/** The custom properties of app.css's @theme block, as `--name: value;` lines. */
export function themeTokens(css: string): string[] {
  const start = css.indexOf("@theme {");
  if (start === -1) return [];
  const block = css.slice(start, css.indexOf("\n}", start));
  return [...block.matchAll(/^\s*(--[a-z0-9-]+):\s*([^;]+);/gim)]
    .filter(([, name]) => !name!.startsWith("--animate"))
    .map(([, name, value]) => `${name}: ${value!.replace(/\s+/g, " ").trim()};`);
}

const rules = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light dark; -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--color-canvas); color: var(--color-ink); font-family: var(--font-sans);
  font-size: var(--text-body); line-height: var(--text-body--line-height); }
h1, h2, h3 { font-family: var(--font-display); margin: 0; letter-spacing: -0.01em; }
h1 { font-size: 1.75rem; line-height: 2.25rem; }
h2 { font-size: var(--text-heading); line-height: var(--text-heading--line-height); }
a { color: var(--color-brand-strong); text-underline-offset: 0.2em; }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; border-radius: 4px; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--color-surface); padding: 0.5rem 1rem; z-index: 1; }
.bar { background: var(--color-raised); border-bottom: 1px solid var(--color-line); }
.bar-inner, main { max-width: var(--container-page); margin: 0 auto; padding: 0 var(--spacing-gutter); }
.bar-inner { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; justify-content: space-between; padding-block: 0.75rem; }
.brand { font-family: var(--font-display); font-weight: 700; font-size: 1.125rem; color: var(--color-ink); text-decoration: none; }
.brand span { color: var(--color-brand-strong); }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
nav a { display: inline-block; padding: 0.5rem 0.75rem; border-radius: 999px; color: var(--color-ink); text-decoration: none; font-weight: 600; font-size: var(--text-small); }
nav a[aria-current="page"] { background: var(--color-brand-soft); color: var(--color-brand-strong); }
.who { display: flex; gap: 0.75rem; align-items: center; font-size: var(--text-small); color: var(--color-ink-soft); }
main { padding-block: 2rem 4rem; }
.head { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; justify-content: space-between; margin-bottom: 1.5rem; }
.head p { margin: 0.25rem 0 0; color: var(--color-ink-soft); }
.tools { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
label { display: block; font-weight: 600; font-size: var(--text-small); margin-bottom: 0.25rem; }
input[type="email"], input[type="search"] { font: inherit; color: var(--color-ink); background: var(--color-surface);
  border: 1px solid var(--color-line-strong); border-radius: 0.75rem; padding: 0.5rem 0.75rem; min-height: 2.75rem; width: 100%; }
.search { display: flex; gap: 0.5rem; align-items: end; }
.search div { min-width: 12rem; }
button, .button { font: inherit; font-weight: 600; font-size: var(--text-small); cursor: pointer; min-height: 2.75rem;
  padding: 0.5rem 1rem; border-radius: 999px; border: 1px solid var(--color-line-strong); background: var(--color-surface);
  color: var(--color-ink); text-decoration: none; display: inline-flex; align-items: center; }
button.primary, .button.primary { background: var(--color-brand); border-color: var(--color-brand); color: var(--color-on-brand); }
button.danger { color: var(--color-danger); border-color: var(--color-danger); }
button:hover, .button:hover { border-color: var(--color-ink); }
form.inline { display: inline; margin: 0; }
.leads { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.lead { background: var(--color-surface); border: 1px solid var(--color-line); border-radius: var(--radius-card); padding: 1.25rem; }
.lead-top { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; justify-content: space-between; align-items: baseline; }
.lead h2 a { color: var(--color-ink); text-decoration: none; }
.lead h2 a:hover { text-decoration: underline; }
.meta { margin: 0.25rem 0 0; color: var(--color-ink-soft); font-size: var(--text-small); overflow-wrap: anywhere; }
.message { margin: 0.75rem 0; white-space: pre-line; overflow-wrap: anywhere; }
.excerpt { display: -webkit-box; -webkit-line-clamp: 4; -webkit-box-orient: vertical; overflow: hidden; }
.facts { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0 0 0.75rem; padding: 0; font-size: var(--text-small); }
.facts li { background: var(--color-muted); border-radius: 999px; padding: 0.125rem 0.625rem; }
.facts .failed { background: transparent; border: 1px solid var(--color-danger); color: var(--color-danger); }
.facts .delivered { background: var(--color-success-soft); color: var(--color-success); }
.score { margin: 0 0 0.75rem; font-size: var(--text-small); color: var(--color-ink-soft); }
.score strong { color: var(--color-ink); }
.borderline { color: var(--color-accent-ink-peach); font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.notice { background: var(--color-brand-soft); border-radius: var(--radius-card); padding: 1rem 1.25rem; margin-bottom: 1.5rem;
  display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; }
.notice p { margin: 0; }
.panel { max-width: 32rem; margin: 3rem auto; background: var(--color-surface); border: 1px solid var(--color-line);
  border-radius: var(--radius-panel); padding: 2rem; }
.panel p { color: var(--color-ink-soft); }
.panel form { display: grid; gap: 1rem; margin-top: 1.5rem; }
.empty { color: var(--color-ink-soft); }
dl.detail { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 1rem 0; }
dl.detail dt { font-weight: 600; color: var(--color-ink-soft); }
dl.detail dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; background: var(--color-surface); border-radius: var(--radius-card); overflow: hidden; font-size: var(--text-small); }
th, td { text-align: left; padding: 0.625rem 0.75rem; border-bottom: 1px solid var(--color-line); overflow-wrap: anywhere; }
th { background: var(--color-raised); }
.table-wrap { overflow-x: auto; }
@media (max-width: 40rem) { dl.detail { grid-template-columns: 1fr; } dl.detail dd { margin-bottom: 0.5rem; } }
`;

/** The stylesheet: the tokens on :root, then the inbox's rules. */
export function inboxCss(css = readFileSync(appCss, "utf8")): string {
  return `:root {\n  ${themeTokens(css).join("\n  ")}\n}\n${rules}`;
}
