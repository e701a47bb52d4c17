import { useEffect } from 'react';
import { useSite } from '../api/site-queries';

/**
 * Sets `document.title` to "<page> | <team name>", as the server's page head does (just "<page>"
 * while the brokerage has no name). Until the settings arrive the server's title stands.
 */
export function usePageTitle(page: string): void {
  const { data } = useSite();
  const brand = data ? data.teamName || data.legalName : undefined;
  useEffect(() => {
    if (brand === undefined) return;
    document.title = brand ? `${page} | ${brand}` : page;
  }, [page, brand]);
}
