/**
 * The instant every test's clock starts at (server, database and web tests alike). One fixed
 * instant, not the machine's time, so a test gives the same answer at any hour; `MAPLE_TEST_NOW`
 * moves it (the time matrix, vitest.time-matrix.config.ts, runs the date-sensitive files at
 * midnight UTC, late evening in Toronto, the daylight-saving changes and New Year's Eve).
 * Read through `globalThis` so this module stays isomorphic: in a browser it is the default.
 */
export const defaultTestInstant = '2026-11-24T16:00:00.000Z';

export function testInstant(): Date {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const configured = env?.MAPLE_TEST_NOW?.trim();
  const at = new Date(configured || defaultTestInstant);
  if (Number.isNaN(at.getTime())) throw new Error(`MAPLE_TEST_NOW is not an instant: ${configured}`);
  return at;
}
