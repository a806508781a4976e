import CalendarDays from "lucide-react/icons/calendar-days";
import { keepTogether } from "~/components/ui/keep-together";
import { container } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { contactHero, contactPanel } from "~/content/contact";

/**
 * The contact page's frame: the headline, the card (the form, or the thank-you that replaces it;
 * /contact/sent uses it too) and the facts panel. No tall hero: the headline, the whole form and
 * its Send button fit one 1440×900 screen, because sending a message is what this page is for.
 * On phones the form comes first too. What happens after sending runs across both columns below,
 * so the facts beside the form end about where the form does (in the panel, it left the form
 * card 290 px short of its column).
 */
export function ContactLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-canvas">
      {/* Source order is the phone order (headline, form, facts); from lg the form takes the right column. */}
      <div className={`${container} grid gap-8 py-10 md:py-12 lg:grid-cols-[1fr_1.35fr] lg:grid-rows-[auto_1fr] lg:gap-x-12`}>
        <header>
          <Badge>{contactHero.badge}</Badge>
          <h1 className="mt-4 text-display font-bold text-ink">{contactHero.title}</h1>
          <p className="mt-4 max-w-xl text-lead text-ink-soft">{keepTogether(contactHero.description)}</p>
        </header>
        {/* "group": the heading hides itself when the thank-you panel replaces the form. */}
        <Card
          padding="lg"
          className="group self-start shadow-xl lg:self-stretch shadow-brand/5 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {children}
          {contactPanel.booking.url ? <BookingOffer url={contactPanel.booking.url} /> : null}
        </Card>
        <FactsPanel />
        <NextSteps />
      </div>
    </div>
  );
}

/** The scheduler the build names (PUBLIC_BOOKING_URL), under the form and the thank-you alike. */
function BookingOffer({ url }: { url: string }) {
  return (
    <p className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
      <span className="flex items-center gap-2 font-semibold text-ink">
        <CalendarDays aria-hidden className="size-5 text-brand-strong" />
        {contactPanel.booking.label}
      </span>
      <Button asChild variant="outline">
        <a href={url}>{contactPanel.booking.link}</a>
      </Button>
    </p>
  );
}

function FactsPanel() {
  return (
    <Card tone="raised" padding="lg" asChild>
      <aside aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-heading font-semibold text-ink">
          {contactPanel.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
          {contactPanel.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-small text-ink-soft">{fact.label}</dt>
              <dd className="font-semibold text-ink">{keepTogether(fact.value)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-ink-soft">
          {contactPanel.email.label}{" "}
          <a href={`mailto:${contactPanel.email.address}`} className="font-semibold text-brand-strong underline-offset-2 hover:underline">
            {contactPanel.email.address}
          </a>
        </p>
      </aside>
    </Card>
  );
}

/** The three steps after sending, side by side under the form and the facts from a tablet up. */
function NextSteps() {
  return (
    <section aria-labelledby="next-heading" className="border-t border-line pt-8 lg:col-span-2">
      <h2 id="next-heading" className="text-heading font-semibold text-ink">
        {contactPanel.next.title}
      </h2>
      <ol className="mt-4 grid gap-4 text-ink-soft md:grid-cols-3 md:gap-8">
        {contactPanel.next.steps.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden className="numeral text-brand-strong">
              {i + 1}
            </span>
            <span>{keepTogether(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
