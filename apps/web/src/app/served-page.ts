import { matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` the server puts the page's query answers in. */
export const servedDataId = 'maple-data';

/** One query's answer as the server rendered the page with it, and when it was read. */
export type ServedAnswer = { key: QueryKey; data: unknown; at: number };

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
 */
export function putServedAnswers(client: QueryClient, answers: ServedAnswer[]): void {
  for (const { key, data, at } of answers) client.setQueryData(key, data, { updatedAt: at });
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
