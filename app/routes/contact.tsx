import { QueryClientProvider } from "@tanstack/react-query";
import { ContactForm } from "~/components/contact/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { contactFacts, contactHero } from "~/content/contact";
import { pageMeta } from "~/lib/page-meta";
import { queryClient } from "~/lib/query-client";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/contact",
    title: "Contact",
    description: "Tell us about your product. We reply within 1-2 business days; projects kick off in about 2 weeks.",
  });

export default function ContactPage() {
  return (
    <>
      <PageHero badge={contactHero.badge} title={contactHero.title} intro={contactHero.intro} />
      {/* The form comes first, on phones too: sending a message is what this page is for. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[2fr_1fr] md:py-24">
        <Card className="p-6 md:p-8">
          <h2 className="mb-6 text-lg font-semibold text-ink">Send us a message</h2>
          {/* The data layer lives with the only screen that uses it, so other pages don't load it. */}
          <QueryClientProvider client={queryClient}>
            <ContactForm />
          </QueryClientProvider>
        </Card>
        <Card className="self-start">
          <h2 className="text-lg font-semibold text-ink">At a glance</h2>
          <dl className="mt-4 grid gap-4">
            {contactFacts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-ink-soft">{fact.label}</dt>
                <dd className="font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </>
  );
}
