import { lazy, Suspense } from 'react';
import { useHomeNews } from '@/features/news-articles/api/news-queries';

// The cards load only when there is news to show: the home page's first download stays light.
const HomeNewsList = lazy(() => import('./home-news-list').then((m) => ({ default: m.HomeNewsList })));

/**
 * Spec §2: up to 3 articles and 'View All News'. When every news source fails (the server falls
 * back to its samples, or the call itself fails) the section is left out; nothing shows while it
 * loads, so a section that turns out hidden never flashes.
 */
export function HomeNews() {
  const { data } = useHomeNews();
  if (!data || data.source === 'samples' || data.articles.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HomeNewsList articles={data.articles} />
    </Suspense>
  );
}
