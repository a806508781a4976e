import { QueryClientProvider } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactLayout } from "~/components/contact/contact-layout";
import { contactForm, contactMeta } from "~/content/contact";
import { studyRecords } from "~/content/study-records";
import { suggestedStudy } from "~/content/suggested-study";
import type { PageHandle } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import { queryClient } from "~/lib/query-client";
import type { Route } from "./+types/contact";

// Hydrates: the contact form (the insert, 'Sending...', toasts) needs React.
export const handle = { hydrate: true } satisfies PageHandle;

// Run when the page is prerendered: the thank-you's suggested study reaches the page as a few
// fields in its HTML, and the page's scripts never carry the case studies' records.
export const loader = () => ({ suggestedStudy: suggestedStudy(studyRecords) });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/contact",
    ...contactMeta,
  });

export default function ContactPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContactLayout>
      <h2 className="mb-6 text-heading font-semibold text-ink group-has-[[data-sent]]:hidden">{contactForm.title}</h2>
      {/* The data layer lives with the only screen that uses it, so other pages don't load it. */}
      <QueryClientProvider client={queryClient}>
        <ContactForm suggestedStudy={data.suggestedStudy} />
      </QueryClientProvider>
    </ContactLayout>
  );
}
