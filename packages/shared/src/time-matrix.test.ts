import { describe, expect, it } from 'vitest';
import { testInstant } from './test-instant.ts';

// packages/shared is isomorphic (no Node types); the matrix's settings arrive as environment variables.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** The zone's offset at `at` as getTimezoneOffset counts it (minutes, west positive), from Intl alone. */
function offsetOf(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  // `+ 0` turns the -0 of a zero offset east into the 0 getTimezoneOffset answers.
  return match ? (match[1] === '+' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) + 0 : 0;
}

// The time matrix (vitest.time-matrix.config.ts) sets TZ and MAPLE_TEST_NOW per project; this proves
// each project really runs in its zone and at its instant, so the matrix cannot silently run in one.
describe('time matrix environment', () => {
  it("runs in the zone it names: the worker's offset is that zone's", () => {
    const zone = env.MAPLE_TEST_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (env.MAPLE_TEST_TZ) expect(env.TZ).toBe(zone);
    const at = testInstant();
    // UTC, Toronto and Kolkata never share an offset, so a project left in another zone fails here.
    expect(at.getTimezoneOffset()).toBe(offsetOf(zone, at));
    expect(new Date(at).getTimezoneOffset()).toBe(offsetOf(Intl.DateTimeFormat().resolvedOptions().timeZone, at));
  });

  it('starts the test clock at the instant it names', () => {
    const configured = env.MAPLE_TEST_NOW;
    expect(testInstant().toISOString()).toBe(configured ? new Date(configured).toISOString() : '2026-11-24T16:00:00.000Z');
  });
});
