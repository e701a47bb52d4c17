import { agentsMessages } from '@maple/shared/messages/agents';
import { ResponsiveImage } from '@/components/responsive-image';
import { fillMessage } from '@/lib/message-template';

const m = agentsMessages.profile;

/** The agent's logo and up to two badges (a licence, an award), chosen on Customize Page. */
export function AgentBranding({ agent }: { agent: { name: string; agentLogoUrl: string | null; badge1Url: string | null; badge2Url: string | null } }) {
  const images = [
    agent.agentLogoUrl ? { src: agent.agentLogoUrl, alt: fillMessage(m.logoAlt, { name: agent.name }) } : null,
    agent.badge1Url ? { src: agent.badge1Url, alt: fillMessage(m.badgeAlt, { n: 1 }) } : null,
    agent.badge2Url ? { src: agent.badge2Url, alt: fillMessage(m.badgeAlt, { n: 2 }) } : null,
  ].filter((image) => image !== null);
  if (images.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-3" aria-label={m.brandingLabel}>
      {images.map((image) => (
        <li key={image.src} className="rounded-md bg-background/90 p-1.5 shadow-sm">
          <ResponsiveImage src={image.src} alt={image.alt} sizes="128px" width={128} height={64} className="h-12 w-auto max-w-32 object-contain sm:h-14" />
        </li>
      ))}
    </ul>
  );
}
