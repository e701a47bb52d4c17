import { formatMessages } from '@maple/shared/messages/formats';
import { reportTimeZone } from '@maple/shared/schemas/leads';

const dateTime = new Intl.DateTimeFormat(formatMessages.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: reportTimeZone });

/** '2026-11-23T15:04:00Z' → 'Nov 23, 2026, 10:04 a.m.' ('23 nov. 2026, 10 h 04') on the brokerage's clock (Toronto), whatever the browser's zone. */
export function formatDateTime(value: string): string {
  return dateTime.format(new Date(value));
}
