import { CalendarDays, ExternalLink, Mail, MapPin, Percent, Phone } from 'lucide-react';
import { agentsMessages } from '@maple/shared/messages/agents';
import { shellMessages } from '@maple/shared/messages/shell';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { telHref } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { safeExternalUrl } from '../agent-display';
import { AgentAvatar } from './agent-avatar';
import { AgentBanner } from './agent-banner';
import { AgentSocialLinks } from './agent-social-links';

const m = agentsMessages.profile;

/** Banner, photo, name, title, contact details, social links and the three actions. */
export function AgentProfileHero({ agent, onViewRates }: { agent: PublicAgentProfile; onViewRates: () => void }) {
  const applyUrl = safeExternalUrl(agent.applicationLinks.apply);
  const calendlyUrl = safeExternalUrl(agent.calendlyLink);
  const title = agent.contactDetails.title?.trim();
  const location = agent.contactDetails.location;
  return (
    <div className="border-b bg-background">
      <AgentBanner src={agent.bannerImageUrl ?? agent.customBackgroundImage} eager className="aspect-[3/1] max-h-72 sm:aspect-[4/1]" />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 pb-8 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <AgentAvatar name={agent.name} src={agent.headshotUrl} eager className="-mt-12 size-24 text-3xl sm:-mt-16 sm:size-32 sm:text-4xl" />
          <div className="flex min-w-0 flex-col gap-1 sm:pb-2">
            <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{agent.name}</h1>
            {title ? <p className="text-lg font-medium text-maple-700">{title}</p> : null}
          </div>
        </div>
        <ul className="flex flex-col gap-x-6 gap-y-1.5 text-sm sm:flex-row sm:flex-wrap">
          {location ? (
            <li className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {location}
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
            <a href={`mailto:${agent.email}`} className="truncate text-navy-900 underline-offset-4 hover:underline">
              {agent.email}
            </a>
          </li>
          {agent.phone ? (
            <li className="flex items-center gap-1.5">
              <Phone className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
              <a href={telHref(agent.phone)} className="text-navy-900 underline-offset-4 hover:underline">
                {agent.phone}
              </a>
            </li>
          ) : null}
        </ul>
        <AgentSocialLinks links={agent.socialLinks} />
        <div className="flex flex-wrap gap-2">
          {applyUrl ? (
            <Button asChild size="lg">
              <a href={applyUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {m.applyNow}
                <span className="sr-only">{shellMessages.opensInNewTab}</span>
              </a>
            </Button>
          ) : null}
          <Button size="lg" variant="secondary" onClick={onViewRates}>
            <Percent aria-hidden="true" />
            {m.viewRates}
          </Button>
          {calendlyUrl ? (
            <Button asChild size="lg" variant="outline">
              <a href={calendlyUrl} target="_blank" rel="noopener noreferrer">
                <CalendarDays aria-hidden="true" />
                {m.bookAppointment}
                <span className="sr-only">{shellMessages.opensInNewTab}</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
