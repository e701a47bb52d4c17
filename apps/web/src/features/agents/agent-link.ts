const agentPath = /^\/agents\/([^/]+)(?:\/|$)/;

/** The agent slug of a path like /agents/{slug} or /agents/{slug}/…, or null. */
export function agentSlugFromPath(pathname: string): string | null {
  const match = agentPath.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

function isProductsPath(path: string): boolean {
  return path === '/products' || path.startsWith('/products/');
}

/**
 * While a visitor is on an agent's page, links to /products carry `?agent={slug}` so product
 * enquiries reach that agent (public-area §2, Header). Every other link is returned unchanged.
 */
export function withAgentContext(href: string, currentPathname: string): string {
  const slug = agentSlugFromPath(currentPathname);
  if (!slug || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://maple.invalid');
  if (!isProductsPath(url.pathname)) return href;
  url.searchParams.set('agent', slug);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `?agent=` a visitor arrived with (an agent id or profile slug), or null. Pages that take it
 * (products, services, contact) read it here so the referral rule lives in one place.
 */
export function referralAgent(params: URLSearchParams): string | null {
  return params.get('agent')?.trim() || null;
}

/** `path` with `?agent={agent}` (an id or slug) when there is one, so an enquiry made from it reaches that agent. */
export function withReferralAgent(path: string, agent: string | null | undefined): string {
  return agent ? `${path}?agent=${encodeURIComponent(agent)}` : path;
}
