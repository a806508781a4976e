import { createElement, type ReactNode, type SVGProps } from "react";

// The built site's stand-in for lucide-react's createLucideIcon: each icon module of lucide-react
// (`lucide-react/icons/<name>`) calls it on its drawing, and the build hands the call to this one
// (scripts/lucide-runtime-plugin.ts). It draws the same SVG (lucide's attributes, class names and
// aria-hidden rule), without lucide's runtime around it: a context for defaults, the size, colour and
// stroke-scaling props, the name conversions. That runtime was about 1.1 KB compressed of each
// hydrating page's JavaScript, for eleven icons that only ever take a class. Dev and the tests run
// lucide's own; lucide-icon.test.tsx holds the two to the same markup for every icon app/ imports.

/** An icon's drawing as a lucide-react icon module hands it over. */
export type LucideIconData = {
  name: string;
  node: readonly (readonly [string, Record<string, string | number>])[];
  aliases?: readonly string[];
};

/** What the site passes an icon: a class and the SVG's own attributes (lucide's `size`, `color` and `absoluteStrokeWidth` are not read). */
type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

/** A label, a role or a title makes the icon meaningful; lucide hides every other icon from assistive technology. */
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => (key.startsWith("aria-") || key === "role" || key === "title") && props[key] != null);

export default function createLucideIcon({ name, node, aliases = [] }: LucideIconData) {
  const classes = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  return function LucideIcon({ className = "", children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...classes, ...className.split(/\s+/)])].filter(Boolean).join(" "),
        ...(children || labelled(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
