import type { Language } from '@maple/shared/i18n/languages';

/**
 * The cache key of a public read: its path and its query as the route's schema read it, keys in
 * order and defaults filled in, so `?b=1&a=2`, `?a=2&b=1` and an unknown `?utm_source=x` share
 * one answer (an unknown parameter is ignored by the route, so it must not make a new entry).
 * A French page's read is kept apart from the English one's (`fr:` before the path).
 */
export function answerKey(path: string, query: unknown, language: Language = 'en'): string {
  const prefix = language === 'en' ? '' : `${language}:`;
  return prefix + queryKey(path, query);
}

function queryKey(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
