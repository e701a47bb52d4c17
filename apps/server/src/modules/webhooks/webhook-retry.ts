/**
 * Seconds before the next try of a delivery after failed attempt `attempt` (1-based): 10 s, 40 s,
 * 160 s, 640 s, ~43 min, ~2.8 h, then every 6 h. With ten tries the last is about 22 hours after
 * the first, so a receiver that is down for most of a day still gets the event.
 */
export function webhookRetryDelaySeconds(attempt: number): number {
  return Math.min(10 * 4 ** Math.max(0, attempt - 1), 6 * 3600);
}
