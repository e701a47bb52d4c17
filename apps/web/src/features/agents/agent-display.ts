import type { agentsMessages } from '@maple/shared/messages/agents';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { licensingMessages } from '@maple/shared/messages/licensing';
import type { PublicAgentProfile } from '@maple/shared/schemas/agents';

type Licensed = Pick<PublicAgentProfile, 'name' | 'licence'>;

/**
 * The agent's title line: their FSRA licence class ("Mortgage Agent Level 2", with their licence
 * number when recorded), or nothing. Not the spec's 'Your Trusted Mortgage Broker': an agent is
 * not a broker unless licensed as one (issue 27, decision 047).
 */
export function agentClassLine(agent: Pick<PublicAgentProfile, 'licence'>, numberPrefix = ''): string | null {
  if (!agent.licence) return null;
  const label = licensingMessages.classes[agent.licence.class];
  if (!agent.licence.number) return label;
  const number = numberPrefix ? `${numberPrefix}${agent.licence.number}` : fillMessage(licensingMessages.agentNumber, { number: agent.licence.number });
  return `${label} \u00b7 ${number}`;
}

/** The name the agent is shown under: the one on their licence once recorded (FSRA), else their profile's. */
export function agentDisplayName(agent: Licensed): string {
  return agent.licence?.licensedName || agent.name;
}

/** The free-text title, now a tagline under the class line; null when empty. */
export function agentTagline(agent: Pick<PublicAgentProfile, 'contactDetails'>): string | null {
  return agent.contactDetails.title?.trim() || null;
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
