import { portalTokenPattern } from '@maple/shared/portal-rules';

/**
 * The token a mailed link carries in its fragment (`/portal#…`), taken once: the address bar loses
 * it at once, so it is neither bookmarked nor shown over the borrower's shoulder. Null without one.
 */
export function takeLinkToken(location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState'>): string | null {
  const token = location.hash.replace(/^#/, '');
  if (!token) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return portalTokenPattern.test(token) ? token : '';
}
