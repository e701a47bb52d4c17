import type { JobHandler } from '../../lib/jobs/job-handlers.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { refreshNews } from './news-cache.ts';
import type { NewsSettings } from '../../lib/news-settings.ts';

export const newsRefreshJob = 'news-refresh';
/** ARCHITECTURE §2: the news cache is refreshed every 30 minutes, once across processes. */
export const newsRefreshIntervalSeconds = 30 * 60;

export function newsRefreshHandler(deps: { news: NewsSettings; secrets: Secrets }): JobHandler {
  return async (_payload, { db, clock, logger }) => {
    await refreshNews({ db, clock, logger, news: deps.news, secrets: deps.secrets });
  };
}
