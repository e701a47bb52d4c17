import { useId } from 'react';
import { Link } from '@/lib/localized-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { agentsMessages } from '@maple/shared/messages/agents';
import type { PublicAgent } from '@maple/shared/schemas/agents';
import { telHref } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { agentDisplayName } from '../agent-display';
import { AgentLicenceLines } from './agent-licence-lines';
import { AgentAvatar } from './agent-avatar';
import { AgentBanner } from './agent-banner';
import { agentContactPath, agentProfilePath } from '@maple/shared/agent-links';

const m = agentsMessages.directory;

/** A directory card; `brokerageLine` and `numberPrefix` come from the site settings (useBrokerageDisclosure). */
export function AgentCard({ agent, brokerageLine, numberPrefix }: { agent: PublicAgent; brokerageLine: string; numberPrefix?: string }) {
  const nameId = useId();
  const location = agent.contactDetails.location;
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm">
      <AgentBanner src={agent.bannerImageUrl} />
      <div className="flex flex-1 flex-col gap-4 p-5 pt-0">
        <AgentAvatar name={agent.name} src={agent.headshotUrl} className="-mt-9 size-18 text-xl" />
        <div className="flex flex-col gap-1">
          <h2 id={nameId} className="text-xl font-bold text-navy-900">
            {agentDisplayName(agent)}
          </h2>
          <AgentLicenceLines agent={agent} brokerageLine={brokerageLine} numberPrefix={numberPrefix} />
        </div>
        {agent.bio ? <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{agent.bio}</p> : null}
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
            <span className="sr-only">{m.email}: </span>
            <a href={`mailto:${agent.email}`} className="truncate text-navy-900 underline-offset-4 hover:underline">
              {agent.email}
            </a>
          </li>
          {agent.phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
              <span className="sr-only">{m.phone}: </span>
              <a href={telHref(agent.phone)} className="text-navy-900 underline-offset-4 hover:underline">
                {agent.phone}
              </a>
            </li>
          ) : null}
          {location ? (
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
              <span className="sr-only">{m.location}: </span>
              <span>{location}</span>
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild className="flex-1">
            <Link to={agentProfilePath(agent)} aria-describedby={nameId}>
              {m.viewProfile}
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to={agentContactPath(agent.id)} aria-describedby={nameId}>
              {m.contact}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
