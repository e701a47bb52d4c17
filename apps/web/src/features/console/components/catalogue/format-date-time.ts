const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** '2026-11-23T15:04:00Z' → 'Nov 23, 2026, 10:04 a.m.' in the browser's time zone. */
export function formatDateTime(value: string): string {
  return dateTime.format(new Date(value));
}
