import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { aboutMessages } from '@maple/shared/messages/about';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { navMessages } from '@maple/shared/messages/nav';
import { pagesMessages } from '@maple/shared/messages/pages';
import { shellMessages } from '@maple/shared/messages/shell';
import type { PublicAgent } from '@maple/shared/schemas/agents';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CtaBand } from '@/components/cta-band';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { initials } from '@/features/agents/agent-path';
import { agentClassLine, agentDisplayName } from '@/features/agents/agent-display';
import { useBrokerageDisclosure, useSite } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { useAgents } from '@/features/agents/api/agent-queries';
import { agentProfilePath } from '@maple/shared/agent-links';

const m = aboutMessages;

function TeamMember({ agent, brokerageLine }: { agent: PublicAgent; brokerageLine: string }) {
  const classLine = agentClassLine(agent);
  return (
    <li className="relative flex items-center gap-4 rounded-lg border bg-background p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <Avatar className="size-14">
        {agent.headshotUrl ? <AvatarImage src={agent.headshotUrl} alt="" /> : null}
        <AvatarFallback>{initials(agent.name)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-col">
        <Link to={agentProfilePath(agent)} className="font-semibold text-navy-900 after:absolute after:inset-0 after:rounded-lg hover:underline">
          {agentDisplayName(agent)}
        </Link>
        {/* The licence class beside the brokerage's licence (FSRA); no class recorded, no title. */}
        {classLine ? <p className="text-sm text-maple-700">{classLine}</p> : null}
        {brokerageLine ? <p className="text-xs text-navy-900">{brokerageLine}</p> : null}
        {agent.contactDetails.location ? <p className="truncate text-sm text-muted-foreground">{agent.contactDetails.location}</p> : null}
      </div>
    </li>
  );
}

function Team() {
  const team = useAgents();
  const { brokerageLine } = useBrokerageDisclosure();
  if (team.isError || (team.data && team.data.length === 0)) return null;
  return (
    <section aria-labelledby="our-team" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="our-team" className="text-2xl font-bold tracking-tight text-navy-900">
          {m.teamTitle}
        </h2>
        <Link to="/find-broker" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          {navMessages.findBroker}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {team.data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.data.map((agent) => (
            <TeamMember key={agent.id} agent={agent} brokerageLine={brokerageLine} />
          ))}
        </ul>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-22" />
          <Skeleton className="h-22" />
          <Skeleton className="h-22" />
        </div>
      )}
    </section>
  );
}

/** /about: who we are, the claims the spec lists (public-site §1), and the team. */
export function AboutPage() {
  usePageTitle(pagesMessages.about);
  const { data: site } = useSite();
  const team = site?.teamName || shellMessages.brandFallback;
  const brokerage = site?.legalName || shellMessages.brandFallback;
  // A network is named only when the brokerage says it belongs to one (console Settings).
  const partner = site?.partnerName;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeader title={pagesMessages.about}>
        {partner ? fillMessage(m.introWithNetwork, { team, brokerage, partner }) : fillMessage(m.intro, { team, brokerage })}
      </PageHeader>

      <section aria-labelledby="about-facts">
        <h2 id="about-facts" className="sr-only">
          {m.factsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {m.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1 rounded-lg bg-navy-900 p-5 text-white">
              <dt className="text-sm text-navy-100">{fact.label}</dt>
              <dd className="text-3xl font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-story" className="grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h2 id="about-story" className="text-2xl font-bold tracking-tight text-navy-900">
            {m.storyTitle}
          </h2>
          {m.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-2xl font-bold tracking-tight text-navy-900">{m.howWeWorkTitle}</h2>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {m.howWeWork.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      <Team />

      <CtaBand id="about-cta" tone="light" title={m.ctaTitle} text={m.ctaText}>
        <Button asChild size="lg" className="shrink-0">
          <Link to="/contact">{navMessages.contact}</Link>
        </Button>
      </CtaBand>
    </div>
  );
}
