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
 * enquiries reach that agent (public-site §2, Header). Every other link is returned unchanged.
 */
export function withAgentContext(href: string, currentPathname: string): string {
  const slug = agentSlugFromPath(currentPathname);
  if (!slug || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://maple.invalid');
  if (!isProductsPath(url.pathname)) return href;
  url.searchParams.set('agent', slug);
  return `${url.pathname}${url.search}${url.hash}`;
}
