// One logo per client: the Logo each client's screens use (screens/brand.tsx) is the very mark the
// site's logo strip and the covers show, the client's symbol in app/assets/client-logos.svg.
import { readdirSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import sprite from "../../../assets/client-logos.svg?raw";
import { clients } from "../../clients";

const work = join(process.cwd(), "app/content/work");
const brands = import.meta.glob<{ Logo: () => React.ReactElement }>("../*/screens/brand.tsx");

/** Each study with its own screens, and the client its story is about. */
const branded = readdirSync(work).flatMap((folder) => {
  const brand = join(work, folder, "screens/brand.tsx");
  const mdx = join(work, folder, "index.mdx");
  if (!existsSync(brand) || !existsSync(mdx)) return [];
  const name = /^name:\s*"?([^"\n]+?)"?\s*$/m.exec(readFileSync(mdx, "utf8"))?.[1];
  return [{ folder, client: clients.find((client) => client.name === name) }];
});

/** The drawing inside a client's <symbol> in the sprite. */
const symbolBody = (id: string) => new RegExp(`<symbol id="${id}" viewBox="[^"]+">([\\s\\S]*?)</symbol>`).exec(sprite)?.[1];

describe("client logos", () => {
  test("there are branded studies to check", () => {
    expect(branded.length).toBeGreaterThan(0);
  });

  test.each(branded.map((study) => [study.folder, study] as const))(
    "%s's screens draw its client's mark from the logo sprite",
    async (folder, { client }) => {
      expect(client, `${folder}/index.mdx's name is not a client in app/content/clients.ts`).toBeDefined();
      const { Logo } = await brands[`../${folder}/screens/brand.tsx`]!();
      const markup = renderToStaticMarkup(<Logo />);
      const body = symbolBody(client!.id);
      expect(body, `no symbol "${client!.id}" in app/assets/client-logos.svg`).toBeTruthy();
      expect(markup).toContain(body!);
      expect(markup).toContain(`aria-label="${client!.name}"`);
    },
  );
});
