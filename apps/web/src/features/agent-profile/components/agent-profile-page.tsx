import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { Link } from '@/lib/localized-router';
import { ArrowRight } from 'lucide-react';
import { toast } from 'sonner';
import { agentsMessages } from '@maple/shared/messages/agents';
import { homeMessages } from '@maple/shared/messages/home';
import { pagesMessages } from '@maple/shared/messages/pages';
import { ratesMessages } from '@maple/shared/messages/rates';
import { provinceName } from '@maple/shared/provinces';
import type { AgentProfileBundle } from '@maple/shared/schemas/agents';
import { isApiError } from '@/lib/api-client';
import { fillMessage } from '@/lib/message-template';
import { toParagraphs } from '@/lib/plain-text';
import { useBrokerageDisclosure, useTeamName } from '@/features/site/api/site-queries';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { LenderList } from '@/features/lenders/components/lender-list';
import { QueryStates } from '@/components/query-states';
import { RatesTable } from '@/features/rates/components/rates-table';
import { TestimonialCard } from '@/features/testimonials/components/testimonial-card';
import { useAgentProfile } from '@/features/agents/api/agent-queries';
import { useRecordPageView } from '@/features/agents/hooks/use-record-page-view';
import { AgentNotFound } from '@/features/agents/components/agent-not-found';
import { AgentProfileHero } from '@/features/agents/components/agent-profile-hero';
import { AgentRateComparison } from '@/features/rates/components/agent-rate-comparison';
import { exampleSentence, ratesAsOfText } from '@/features/rates/rate-disclosure';
import { FloatingContact } from '@/features/agents/components/floating-contact';
import { ProfileSection } from '@/features/agents/components/profile-section';
import { agentContactPath } from '@maple/shared/agent-links';

const m = agentsMessages.profile;
const ratesSectionId = 'agent-rates';

export function AgentProfilePage() {
  const { id = '' } = useParams();
  const profile = useAgentProfile(id);
  const { data, error, refetch } = profile;
  const notFound = isApiError(error) && error.status === 404;

  usePageTitle(data?.agent.name ?? (notFound ? m.notFoundTitle : pagesMessages.agentProfile));
  useRecordPageView(data?.agent.id);

  useEffect(() => {
    if (!error) return;
    if (notFound) toast.error(agentsMessages.notFound, { id: 'agent-not-found' });
    else toast.error(agentsMessages.profileLoadFailed, { id: 'agent-profile-failed' });
  }, [error, notFound]);

  return (
    <QueryStates query={profile} messages={{ loading: m.loading }} className="min-h-dvh" failed={notFound ? <AgentNotFound /> : <AgentNotFound onRetry={() => void refetch()} />}>
      {(bundle) => <AgentProfile bundle={bundle} />}
    </QueryStates>
  );
}

function AgentProfile({ bundle }: { bundle: AgentProfileBundle }) {
  const { agent, services, rates, lenders, testimonials } = bundle;
  const province = provinceName(bundle.province) ?? bundle.province;
  const asOf = ratesAsOfText(rates);
  const bio = toParagraphs(agent.bio);
  const ctaRef = useRef<HTMLElement>(null);
  const disclosure = useBrokerageDisclosure();
  const teamName = useTeamName();

  const viewRates = () => {
    const section = document.getElementById(ratesSectionId);
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    document.getElementById(`${ratesSectionId}-title`)?.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-1 flex-col">
      <AgentProfileHero agent={agent} onViewRates={viewRates} {...disclosure} />

      {bio.length > 0 ? (
        <ProfileSection id="agent-about" title={fillMessage(m.aboutTitle, { name: agent.name })}>
          <div className="flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-foreground">
            {bio.map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </ProfileSection>
      ) : null}

      {services.length > 0 ? (
        <ProfileSection id="agent-services" title={m.servicesTitle} className="bg-muted">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id}>
                <Link
                  to={`/services/${encodeURIComponent(service.id)}`}
                  className="group flex h-full flex-col gap-2 rounded-lg border bg-background p-5 shadow-sm transition-colors hover:border-primary"
                >
                  <h3 className="font-semibold text-navy-900 group-hover:text-primary">{service.name}</h3>
                  {service.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{service.description}</p> : null}
                  <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-medium text-primary" aria-hidden="true">
                    {m.viewService}
                    <ArrowRight className="size-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      <ProfileSection id={ratesSectionId} title={fillMessage(m.ratesTitle, { province })} headingFocusable>
        <RatesTable
          rates={rates}
          showType
          caption={fillMessage(m.ratesCaption, { province })}
          emptyText={`${ratesMessages.noFixed}. ${ratesMessages.noVariable}.`}
        />
        <p className="mt-3 text-sm text-muted-foreground">
          {asOf ? <span className="block font-medium text-foreground">{asOf}</span> : null}
          {rates.length > 0 ? <span className="block">{exampleSentence(bundle.representativeExample)}</span> : null}
          {ratesMessages.note}{' '}
          <Link to={`/rates?province=${encodeURIComponent(bundle.province)}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {homeMessages.viewAllRates}
          </Link>
        </p>
      </ProfileSection>

      {rates.length > 0 ? (
        <ProfileSection id="agent-comparison" title={m.comparisonTitle} intro={m.comparisonIntro} className="bg-muted">
          <AgentRateComparison rates={rates} />
          <p className="mt-4 text-sm text-muted-foreground">{exampleSentence(bundle.representativeExample)}</p>
        </ProfileSection>
      ) : null}

      {lenders.length > 0 ? (
        <ProfileSection id="agent-lenders" title={m.lendersTitle}>
          <LenderList lenders={lenders} />
        </ProfileSection>
      ) : null}

      {testimonials.length > 0 ? (
        <ProfileSection id="agent-testimonials" title={m.testimonialsTitle} className="bg-muted">
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} teamName={teamName} />
              </li>
            ))}
          </ul>
        </ProfileSection>
      ) : null}

      <section ref={ctaRef} aria-labelledby="agent-cta-title" className="bg-navy-900 text-white [&_:focus-visible]:outline-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="agent-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {m.ctaTitle}
          </h2>
          <p className="max-w-2xl text-lg text-navy-100">{fillMessage(m.ctaText, { name: agent.name })}</p>
          <Button asChild size="lg">
            <Link to={agentContactPath(agent.id)}>
              {fillMessage(agentsMessages.profile.contactPanelLabel, { name: agent.name })}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <FloatingContact agent={agent} endMarker={ctaRef} {...disclosure} />
    </div>
  );
}
