import type { SafeFetchOptions } from './safe-fetch.ts';

/** How the server may reach the rate source (ARCHITECTURE §2: timeout 15 s, body cap 2 MB). */
export type OutsideFetchPolicy = Pick<SafeFetchOptions, 'allowPrivate'> & { timeoutMs?: number; maxBytes?: number };
