import { useEffect } from 'react';
import { useSite } from '../api/site-queries';

/**
 * The team name the server put into the page head (og:site_name, the same rule as its title), so
 * the title is right from the first render, before /api/site has answered.
 */
const servedBrand = typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? '');

/** Sets `document.title` to "<page> | <team name>", as the server's page head does (just "<page>" while the brokerage has no name). */
export function usePageTitle(page: string): void {
  const { data } = useSite();
  const brand = data ? data.teamName || data.legalName : servedBrand;
  useEffect(() => {
    document.title = brand ? `${page} | ${brand}` : page;
  }, [page, brand]);
}
