// The public site's URL rules for agents: a profile's path, and the `?agent=` referral that makes
// an enquiry reach the agent a visitor came from (public-site §2). Here rather than in the web's
// agents feature because the products, services and blog features build these links too, and
// resource features do not import each other; they are plain string rules, safe on any side.

/** The public profile path of an agent: their profile slug when they have one, else their id. */
export function agentProfilePath(agent: { id: string; profileSlug?: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profileSlug || agent.id)}`;
}

/** The `?agent=` a visitor arrived with (an agent id or profile slug), or null. */
export function referralAgent(params: { get(name: string): string | null }): string | null {
  return params.get('agent')?.trim() || null;
}

/** `path` (without a query) with `?agent={agent}` when there is one. */
export function withReferralAgent(path: string, agent: string | null | undefined): string {
  return agent ? `${path}?agent=${encodeURIComponent(agent)}` : path;
}

/** The contact page addressed to one agent. */
export function agentContactPath(agentId: string): string {
  return withReferralAgent('/contact', agentId);
}
