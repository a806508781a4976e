import { AboutCapabilities } from "~/components/sections/about-capabilities";
import { AboutEvidence } from "~/components/sections/about-evidence";
import { AboutManifesto } from "~/components/sections/about-manifesto";
import { AboutPhilosophy } from "~/components/sections/about-philosophy";
import { ClientLogoRow } from "~/components/sections/client-logo-row";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { TeamPortraits } from "~/components/sections/team-portraits";
import { TeamWays } from "~/components/sections/team-ways";
import {
  aboutCta,
  aboutHero,
  aboutMeta,
  aboutPanels,
  aboutSections,
  capabilities,
  manifesto,
  philosophy,
  teamRituals,
  teamRoles,
  whyUs,
} from "~/content/about";
import { caseStudies } from "~/content/work";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/about",
    ...aboutMeta,
  });

// A client whose name is a case study's links to that study.
const studyLinks = Object.fromEntries(caseStudies.map((study) => [study.name, `/work/${study.id}`]));

const [whoWeWorkWith, whyStudio] = aboutPanels;

// The argument in order: what we believe and who we are, the proof, then what we do and how.
export default function AboutPage() {
  return (
    <>
      <PageHero {...aboutHero} description={undefined} globe="about">
        <AboutManifesto manifesto={manifesto} />
        <div className="mt-8 lg:mt-14">
          <TeamPortraits />
        </div>
      </PageHero>
      <AboutEvidence panel={whyStudio} studies={caseStudies} content={whyUs}>
        <div className="mt-12 grid gap-6 lg:mt-16 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <div>
            <h3 className="font-display text-heading font-semibold text-ink">{whoWeWorkWith.title}</h3>
            <p className="mt-2 text-ink-soft">{whoWeWorkWith.description}</p>
          </div>
          <ClientLogoRow links={studyLinks} className="lg:border-t-0 lg:pt-0" />
        </div>
      </AboutEvidence>
      <TeamWays heading={aboutSections} roles={teamRoles} rituals={teamRituals} />
      <AboutCapabilities title={aboutSections.capabilities.title} capabilities={capabilities} />
      <AboutPhilosophy title={aboutSections.philosophy.title} values={philosophy} />
      <CtaBand cta={aboutCta} />
    </>
  );
}
