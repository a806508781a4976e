import { ThankYou } from "~/components/contact/thank-you";
import { PageHero } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { contactHero } from "~/content/contact";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact-sent";

// Where the server sends the browser after a contact form posted without JavaScript was stored
// (POST /contact answers 303 here, so a refresh shows this page again and sends nothing). It is
// the contact page with the form replaced by the thank-you, as the spec's "sent" state; noindex
// and not in the sitemap, since it only means something after a submit.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/contact/sent",
    title: "Message sent",
    description: "Thanks for your message. We reply within 1-2 business days.",
    noindex: true,
  });

export default function ContactSentPage() {
  return (
    <>
      <PageHero badge={contactHero.badge} title={contactHero.title} intro={contactHero.intro} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <Card className="p-6 md:p-8">
          <ThankYou takeFocus={false} />
        </Card>
      </div>
    </>
  );
}
