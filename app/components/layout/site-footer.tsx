import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/config";
import { footer } from "~/content/site";
import { BrandLink } from "./brand-link";

// The prerendered HTML carries the build year; React hydrates with it (the "server snapshot")
// and then renders the browser's own year, so the copyright stays current without a
// hydration mismatch even when a page was built last December.
const buildYear = new Date().getFullYear();
const noSubscription = () => () => {};

function useCurrentYear() {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

const groupHeading = "text-sm font-semibold text-ink";
const footerLink = "rounded text-sm text-ink-soft hover:text-ink hover:underline";

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <BrandLink />
          <p className="mt-4 text-sm text-ink-soft">{footer.blurb}</p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={groupHeading}>
            Company
          </h2>
          <ul className="mt-3 space-y-2">
            {footer.company.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={groupHeading}>Get in touch</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${siteConfig.email}`} className={footerLink}>
                {siteConfig.email}
              </a>
            </li>
            <li>
              <Link to="/contact" className={footerLink}>
                Contact
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span data-testid="copyright-year">{year}</span> {siteConfig.brand}. All rights reserved.
          </p>
          {/* Placeholders until the policies exist: the spec gives them no target, so they are
              not links (a dead href="#" would be announced as a link that goes nowhere). */}
          <ul className="flex gap-4" aria-label="Legal">
            {footer.legal.map((label) => (
              <li key={label} title="Coming soon">
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
