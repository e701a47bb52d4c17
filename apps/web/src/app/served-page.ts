import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { appClock } from '@/lib/clock';

/** The id of the `<script type="application/json">` the server puts the page's query answers in. */
export const servedDataId = 'maple-data';

/** One query's answer as the server rendered the page with it. */
export type ServedAnswer = { key: QueryKey; data: unknown };

/** The answers the server rendered this page with, or null when it sent the empty shell (signed-in areas). */
export function readServedData(): ServedAnswer[] | null {
  const script = document.getElementById(servedDataId);
  if (!script?.textContent) return null;
  return JSON.parse(script.textContent) as ServedAnswer[];
}

/**
 * Puts the served answers into the browser's query cache, so the first render finds what the server
 * rendered with and asks nothing again. Only successful answers are served, so plain data suffices
 * (react-query's own `hydrate` also carries errors, promises and mutations: 1 KB the home page saves).
 * They count as read now, not when the server first read them: a page may come from the server's
 * page cache (decision 042), which any change empties, so what it holds is what a new request would
 * answer. Dated by the server's read, a page kept over 30 s would ask for its data again at once.
 */
export function putServedAnswers(client: QueryClient, answers: ServedAnswer[]): void {
  const now = appClock.now().getTime();
  for (const { key, data } of answers) client.setQueryData(key, data, { updatedAt: now });
}

/**
 * Loads the code of the routes this address matches before hydrating: the first render in the
 * browser must be the page the server sent, not the router's fallback while a chunk downloads.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
