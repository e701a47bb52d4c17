// No zod here: the home page imports these numbers and must stay light.

/** Spec §9: page size 15, timeout 8 s, local cache 3 minutes, enrichment 10 items, debounce 500 ms, 3 skeletons. */
export const newsPageSize = 15;
export const newsTimeoutMs = 8000;
export const newsLocalCacheMs = 3 * 60 * 1000;
export const newsLocalCacheKey = 'ma_news_cache_v1';
export const newsEnrichMax = 10;
export const newsSearchDebounceMs = 500;
export const newsSkeletonCount = 3;
export const newsHomeCount = 3;
export const newsScrapeMax = 5;
export const inoreaderDefaultCount = 20;
export const newsFeedsMax = 30;
