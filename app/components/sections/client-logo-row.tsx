import { useId } from "react";
import { ClientWordmark } from "~/components/people/client-wordmark";
import { clientLogos, clients } from "~/content/clients";
import { cn } from "~/lib/cn";

type ClientLogoRowProps = {
  /** Where a client's wordmark leads, by client name: its case study, where there is one. */
  links?: Readonly<Record<string, string>>;
  /** Across the whole page: all the wordmarks in one line on a wide screen (else three a line). */
  wide?: boolean;
  className?: string;
};

/** The clients' wordmarks in one quiet row, in the brand's ink: the teams behind the quotes and the work. */
export function ClientLogoRow({ links = {}, wide = false, className }: ClientLogoRowProps) {
  const titleId = useId();
  return (
    <div className={cn("border-t border-line pt-8", className)}>
      <p id={titleId} className="text-center text-small font-semibold text-ink-soft">
        {clientLogos.title}
      </p>
      <ul
        aria-labelledby={titleId}
        data-client-logos
        className={cn(
          "mt-6 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-7 sm:grid-cols-3",
          wide && "lg:grid-cols-6 lg:gap-x-8",
        )}
      >
        {clients.map((client) => {
          const mark = <ClientWordmark id={client.id} name={client.name} className="h-7 max-w-full text-ink/70 sm:h-8" />;
          const href = links[client.name];
          return (
            <li key={client.id}>
              {href ? (
                <a
                  href={href}
                  aria-label={`${client.name}: ${clientLogos.studyLink}`}
                  className="block rounded-sm transition-opacity hover:opacity-100 [&_svg]:hover:text-ink"
                >
                  {mark}
                </a>
              ) : (
                mark
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
