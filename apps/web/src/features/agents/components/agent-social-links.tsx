import { agentsMessages } from '@maple/shared/messages/agents';
import { shellMessages } from '@maple/shared/messages/shell';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';
import { socialLinks } from '../agent-display';
import { SocialIcon } from './brand-icons';

const m = agentsMessages.profile;

/** Icon links to the agent's Facebook, YouTube, Instagram, LinkedIn and website, each opening a new tab. */
export function AgentSocialLinks({ links }: { links: PublicAgentProfile['socialLinks'] }) {
  const items = socialLinks(links);
  if (items.length === 0) return null;
  return (
    <ul aria-label={m.socialLabel} className="flex flex-wrap gap-2">
      {items.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full border bg-background text-navy-900 transition-colors hover:border-primary hover:text-primary"
          >
            <SocialIcon network={network} className="size-5" />
            <span className="sr-only">
              {m.social[network]} {shellMessages.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
