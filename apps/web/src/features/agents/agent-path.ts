import { withReferralAgent } from './agent-link';

/** The public profile path of an agent: their profile slug when they have one, else their id. */
export function agentProfilePath(agent: { id: string; profileSlug?: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profileSlug || agent.id)}`;
}

/** The contact page addressed to one agent. */
export function agentContactPath(agentId: string): string {
  return withReferralAgent('/contact', agentId);
}

/** 'Sarah Chen' → 'SC'; 'Cher' → 'C'; at most two letters, for an avatar without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (first + last).toUpperCase();
}
