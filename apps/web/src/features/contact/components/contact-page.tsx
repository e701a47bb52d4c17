import type { ReactNode } from 'react';
import { useSearchParams } from '@/lib/use-search-params';
import { Link } from '@/lib/localized-router';
import { Building2, Mail, MapPin, Phone } from 'lucide-react';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { contactMessages } from '@maple/shared/messages/contact';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { initials } from '@/features/agents/agent-path';
import { telHref } from '@/lib/format';
import { usePublicAgent } from '@/features/agents/api/agent-queries';
import { useBrokerageDisclosure, useSite } from '@/features/site/api/site-queries';
import { agentDisplayName } from '@/features/agents/agent-display';
import { AgentLicenceLines } from '@/features/agents/components/agent-licence-lines';
import { usePageTitle } from '@/features/site/hooks/use-page-title';
import { ContactForm } from './contact-form';
import { referralAgent } from '@maple/shared/agent-links';

const m = contactMessages;

type BrokerCardProps = { name: string; subtitle?: ReactNode; imageUrl?: string | null; email?: string; phone?: string; children?: ReactNode };

/** The 'Your Broker' card: the chosen agent, or the team when no agent was chosen. */
function BrokerCard({ name, subtitle, imageUrl, email, phone, children }: BrokerCardProps) {
  return (
    <section aria-labelledby="your-broker" className="flex flex-col gap-4 rounded-lg border bg-background p-5 shadow-sm sm:p-6">
      <h2 id="your-broker" className="text-lg font-semibold text-navy-900">
        {m.brokerTitle}
      </h2>
      <div className="flex items-center gap-4">
        <Avatar className="size-16 text-lg">
          {imageUrl ? <AvatarImage src={imageUrl} alt="" /> : null}
          <AvatarFallback>{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col">
          <p className="font-semibold [overflow-wrap:anywhere] text-navy-900">{name}</p>
          {typeof subtitle === 'string' ? <p className="text-sm text-muted-foreground">{subtitle}</p> : subtitle}
        </div>
      </div>
      {email || phone ? (
        <ul className="flex flex-col gap-2 text-sm">
          {email ? (
            <li className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-maple-700" />
              <a href={`mailto:${email}`} className="truncate text-primary hover:underline">
                {email}
              </a>
            </li>
          ) : null}
          {phone ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-maple-700" />
              <a href={telHref(phone)} className="text-primary hover:underline">
                {phone}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** The chosen agent under their licensed name, with their licence class beside the brokerage's licence (FSRA). */
function AgentCard({ agent }: { agent: PublicAgentProfile }) {
  const disclosure = useBrokerageDisclosure();
  return (
    <BrokerCard
      name={agentDisplayName(agent)}
      subtitle={<AgentLicenceLines agent={agent} {...disclosure} />}
      imageUrl={agent.headshotUrl}
      email={agent.email}
      phone={agent.phone ?? undefined}
    />
  );
}

/** Without a chosen agent (or with one not found): the team, as far as the brokerage has named it, and the way to choose an agent. */
function TeamCard() {
  const site = useSite();
  if (!site.data?.teamName) return null;
  return (
    <BrokerCard name={site.data.teamName} subtitle={m.teamSubtitle} phone={site.data.phone || undefined}>
      <Link to="/find-broker" className="text-sm font-medium text-primary hover:underline">
        {m.chooseAgent}
      </Link>
    </BrokerCard>
  );
}

function OfficeCard() {
  const site = useSite();
  if (site.isError) return null;
  // A brokerage that has not filled in its details yet gets no empty office card.
  const d = site.data;
  if (d && !d.legalName && !d.officeAddress && !d.licenceLine && !d.phone && !d.tollFree) return null;
  return (
    <section aria-labelledby="corporate-office" className="flex flex-col gap-4 rounded-lg border bg-navy-50 p-5 sm:p-6">
      <h2 id="corporate-office" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Building2 aria-hidden="true" className="size-5 text-maple-700" />
        {m.officeTitle}
      </h2>
      {site.data ? (
        <dl className="grid gap-3 text-sm">
          {/* Only what the brokerage has filled in (console Settings): nothing blank or made up. */}
          {site.data.legalName || site.data.officeAddress ? (
            <div className="flex flex-col gap-0.5">
              <dt className="font-medium text-muted-foreground">{m.address}</dt>
              <dd className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-maple-700" />
                <span>
                  {site.data.legalName ? <span className="block font-medium">{site.data.legalName}</span> : null}
                  {site.data.officeAddress}
                </span>
              </dd>
            </div>
          ) : null}
          <OfficeDetail label={m.licence} shown={site.data.licenceLine}>
            {site.data.licenceLine}
          </OfficeDetail>
          <OfficeDetail label={m.officePhone} shown={site.data.phone}>
            <a href={telHref(site.data.phone)} className="text-primary hover:underline">
              {site.data.phone}
            </a>
          </OfficeDetail>
          <OfficeDetail label={m.tollFree} shown={site.data.tollFree}>
            <a href={telHref(site.data.tollFree)} className="text-primary hover:underline">
              {site.data.tollFree}
            </a>
          </OfficeDetail>
        </dl>
      ) : (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      )}
    </section>
  );
}

/** /contact, optionally addressed to one agent with `?agent=` (an id or a profile slug). */
export function ContactPage() {
  const [params] = useSearchParams();
  const agentParam = referralAgent(params);
  const agent = usePublicAgent(agentParam);
  const title = agent.data ? `${m.agentTitlePrefix} ${agent.data.name}` : m.title;
  usePageTitle(title);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="rounded-lg border bg-background p-5 shadow-sm sm:p-6 lg:col-span-2">
          <ContactForm agentId={agent.data?.id} />
        </div>
        <aside className="flex flex-col gap-6">
          {agent.data ? <AgentCard agent={agent.data} /> : agentParam && agent.isPending ? null : <TeamCard />}
          <OfficeCard />
        </aside>
      </div>
    </div>
  );
}

/** One line of the office card, left out while the brokerage has not set it. */
function OfficeDetail({ label, shown, children }: { label: string; shown: string; children: ReactNode }) {
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
