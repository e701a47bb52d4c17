// Light formatters, without Intl: the home page loads this file. Money and plain numbers are in
// format-number.ts, instants as dates in format-date.ts.

/**
 * 4.849 → "4.85%" (rates are shown to 2 decimals), without Intl so the home page needs none. It
 * rounds half up on the number as written (4.845 → 4.85), as Intl does; toFixed alone would round
 * the binary value just under it down. A rate never reaches the thousands that need a separator.
 */
export function formatRate(value: number): string {
  return `${(Math.round(Number(`${value}e2`)) / 100).toFixed(2)}%`;
}

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar day the server counted ('2026-11-26', on the brokerage's calendar) as formatDate
 * writes it ('November 26, 2026'), without Intl: the home page's badge shows one and needs no other.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${date}, ${year}`;
}

/**
 * 400000 → "$400,000", 1234.5 → "$1,234.50": dollars without Intl (the badge's example sentence),
 * cents shown only when there are some.
 */
export function formatPlainDollars(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : '';
  return `${value < 0 ? '-' : ''}$${whole}${fraction}`;
}

/** 5.054 → "5.054%": an APR keeps the 3 decimals the server worked it to (issue 27), without Intl. */
export function formatApr(value: number): string {
  return `${value.toFixed(3)}%`;
}

/** "1-800-555-0100" → "tel:18005550100" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
