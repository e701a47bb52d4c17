import { useEffect } from 'react';
import { useBrandName } from '../api/site-queries';

/** Sets `document.title` to "<page> | <brokerage name>". */
export function usePageTitle(page: string): void {
  const brand = useBrandName();
  useEffect(() => {
    document.title = `${page} | ${brand}`;
  }, [page, brand]);
}
