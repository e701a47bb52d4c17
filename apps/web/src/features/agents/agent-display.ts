import { agentsMessages } from '@maple/shared/messages/agents';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';

/** The card's title: the agent's own (contactDetails.title), else 'Your Trusted Mortgage Broker'. */
export function agentTitle(agent: Pick<PublicAgentProfile, 'contactDetails'>): string {
  return agent.contactDetails.title?.trim() || agentsMessages.directory.defaultTitle;
}

export type SocialNetwork = keyof typeof agentsMessages.profile.social;

const socialOrder: SocialNetwork[] = ['facebook', 'youtube', 'instagram', 'linkedin', 'website'];

/** Only http(s) addresses become links: a stored `javascript:` URL must never reach an href. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The agent's social links that are set and safe, in a fixed order. */
export function socialLinks(links: PublicAgentProfile['socialLinks']): { network: SocialNetwork; href: string }[] {
  return socialOrder.flatMap((network) => {
    const href = safeExternalUrl(links[network]);
    return href ? [{ network, href }] : [];
  });
}
