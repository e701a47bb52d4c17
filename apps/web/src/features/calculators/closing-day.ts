/**
 * Today's calendar day in Toronto (YYYY-MM-DD), the closing date the calculators start from,
 * without Intl: a page's first Intl formatter costs the browser ICU's start-up (decision 052).
 * Eastern time is UTC−4 from the second Sunday of March at 2:00 to the first Sunday of November
 * at 2:00 (local), UTC−5 otherwise; the unit test holds it to brokerageDay's Intl answer.
 */
export function torontoDay(at: Date): string {
  const year = at.getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + 7 * (n - 1);
  };
  // 2:00 EST is 07:00 UTC; 2:00 EDT is 06:00 UTC.
  const dstStart = Date.UTC(year, 2, nthSunday(2, 2), 7);
  const dstEnd = Date.UTC(year, 10, nthSunday(10, 1), 6);
  const offsetHours = at.getTime() >= dstStart && at.getTime() < dstEnd ? 4 : 5;
  return new Date(at.getTime() - offsetHours * 3_600_000).toISOString().slice(0, 10);
}
