import { useLoaderData } from "react-router";
import { ContactLayout } from "~/components/contact/contact-layout";
import { ThankYou } from "~/components/contact/thank-you";
import { contactSentMeta } from "~/content/contact";
import { studyRecords } from "~/content/study-records";
import { suggestedStudy } from "~/content/suggested-study";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact-sent";

// Where the server sends the browser after a contact form posted without JavaScript was stored
// (POST /contact answers 303 here, so a refresh shows this page again and sends nothing). It is
// the contact page with the form replaced by the thank-you, as the spec's "sent" state; noindex
// and not in the sitemap, since it only means something after a submit.
export const meta: Route.MetaFunction = () => pageMeta({ path: "/contact/sent", ...contactSentMeta, noindex: true });

// The same suggested study as the thank-you on /contact (this page does not hydrate; the data is read when it is prerendered).
export const loader = () => ({ suggestedStudy: suggestedStudy(studyRecords) });

export default function ContactSentPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContactLayout>
      <ThankYou study={data.suggestedStudy} takeFocus={false} />
    </ContactLayout>
  );
}
