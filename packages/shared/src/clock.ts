/**
 * "Now" as an input. Code that needs the current instant takes a Clock (servers through their
 * deps, the web through `appClock`) instead of calling `new Date()`, so a test sets the time
 * rather than depending on when, or in which time zone, it runs.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it stays where it is put. */
export type ManualClock = Clock & { set(at: Date | string): void; advance(ms: number): void };

export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`manualClock: not an instant: ${String(start)}`);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
