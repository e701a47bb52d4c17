import { expect } from 'vitest';

/** expect.poll with room for a lazy chunk to load on a slow machine. */
export const eventually = <T>(fn: () => T | Promise<T>, options: { message?: string; timeout?: number } = {}) =>
  expect.poll(fn, { timeout: 10_000, interval: 150, ...options });

/** Poll options for what waits on a failed request's retries. */
export const slow = { timeout: 15_000 };
