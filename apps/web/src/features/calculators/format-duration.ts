import { fillMessage } from '@maple/shared/messages/fill-message';
import { prepaymentMessages } from '@maple/shared/messages/prepayment';

const m = prepaymentMessages;

/** 105 → '8 years 9 months', 12 → '1 year', 1 → '1 month', 0 → '0 months'. */
export function formatDuration(totalMonths: number): string {
  const months = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearText = years === 1 ? m.oneYear : fillMessage(m.years, { years });
  const monthText = rest === 1 ? m.oneMonth : fillMessage(m.months, { months: rest });
  if (years === 0) return monthText;
  if (rest === 0) return yearText;
  return `${yearText} ${monthText}`;
}
