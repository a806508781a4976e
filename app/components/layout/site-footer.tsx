import { useSyncExternalStore } from "react";
import { siteConfig } from "~/config";
import { container } from "~/components/sections/section";
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

const groupHeading = "text-small font-semibold text-ink";
const footerLink = "rounded text-small text-ink-soft hover:text-ink hover:underline";

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="render-when-near border-t border-line bg-raised">
      {/* On a phone the two link groups stand side by side under the blurb: short lists, no need for a screen each. */}
      <div className={`${container} grid grid-cols-2 gap-x-6 gap-y-10 py-stack md:grid-cols-[2fr_1fr_1fr]`}>
        <div className="col-span-2 max-w-sm md:col-span-1">
          <BrandLink />
          <p className="mt-4 text-small text-ink-soft">{footer.description}</p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={groupHeading}>
            {footer.companyTitle}
          </h2>
          <ul className="mt-3 space-y-2">
            {footer.company.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={groupHeading}>{footer.contactTitle}</h2>
          <ul className="mt-3 space-y-2">
            {/* A long address breaks rather than pushing the half-width column past the screen. */}
            <li className="wrap-anywhere">
              <a href={`mailto:${siteConfig.email}`} className={footerLink}>
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a href={footer.contactLink.href} className={footerLink}>
                {footer.contactLink.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className={`${container} flex flex-col gap-3 py-6 text-small text-ink-soft sm:flex-row sm:items-center sm:justify-between`}>
          <p>
            © <span data-testid="copyright-year">{year}</span> {siteConfig.brand}. {footer.rights}
          </p>
          {/* Links to the operator's policies when PUBLIC_PRIVACY_URL / PUBLIC_TERMS_URL are set.
              Otherwise placeholders, as the spec has them: not links (a dead href="#" would be
              announced as a link that goes nowhere). */}
          <ul className="flex gap-4" aria-label={footer.legalLabel}>
            {footer.legal.map(({ label, url }) =>
              url ? (
                <li key={label}>
                  <a href={url} className={footerLink}>
                    {label}
                  </a>
                </li>
              ) : (
                <li key={label} title={footer.legalHint}>
                  {label}
                </li>
              ),
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
