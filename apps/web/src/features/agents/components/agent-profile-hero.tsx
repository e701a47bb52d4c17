import { CalendarDays, ExternalLink, Mail, MapPin, Percent, Phone } from 'lucide-react';
import { agentsMessages } from '@maple/shared/messages/agents';
import { shellMessages } from '@maple/shared/messages/shell';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { telHref } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { agentDisplayName, safeExternalUrl } from '../agent-display';
import { AgentLicenceLines } from './agent-licence-lines';
import { AgentAvatar } from './agent-avatar';
import { AgentBanner } from './agent-banner';
import { AgentBranding } from './agent-branding';
import { AgentSocialLinks } from './agent-social-links';

const m = agentsMessages.profile;

type HeroProps = { agent: PublicAgentProfile; onViewRates: () => void; brokerageLine: string; numberPrefix?: string };

/** Banner, photo, licensed name, licence class beside the brokerage's licence, tagline, contact details, social links and the three actions. */
export function AgentProfileHero({ agent, onViewRates, brokerageLine, numberPrefix }: HeroProps) {
  const applyUrl = safeExternalUrl(agent.applicationLinks.apply);
  const calendlyUrl = safeExternalUrl(agent.calendlyLink);
  const location = agent.contactDetails.location;
  return (
    // The custom background (Customize Page) sits behind the whole hero; the details keep a solid panel over it.
    <div
      className="border-b bg-background bg-cover bg-center"
      style={agent.customBackgroundImage ? { backgroundImage: `url("${encodeURI(agent.customBackgroundImage)}")` } : undefined}
      data-custom-background={agent.customBackgroundImage ? '' : undefined}
    >
      {/* Without a banner, the custom background shows through where the banner would be. */}
      {agent.bannerImageUrl || !agent.customBackgroundImage ? (
        <AgentBanner src={agent.bannerImageUrl} eager className="aspect-[3/1] max-h-72 sm:aspect-[4/1]" />
      ) : (
        <div className="aspect-[3/1] max-h-72 sm:aspect-[4/1] w-full" aria-hidden="true" />
      )}
      <div
        className={`mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 pb-8 sm:px-6 lg:px-8 ${agent.customBackgroundImage ? 'rounded-b-lg bg-background/95' : ''}`}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <AgentAvatar name={agent.name} src={agent.headshotUrl} eager className="-mt-12 size-24 text-3xl sm:-mt-16 sm:size-32 sm:text-4xl" />
          <div className="flex min-w-0 flex-col gap-1 sm:pb-2">
            <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{agentDisplayName(agent)}</h1>
            <AgentLicenceLines agent={agent} brokerageLine={brokerageLine} numberPrefix={numberPrefix} size="lg" />
          </div>
          <div className="sm:ml-auto sm:pb-2">
            <AgentBranding agent={agent} />
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
