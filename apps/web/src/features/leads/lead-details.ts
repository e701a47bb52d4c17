import { leadManagementMessages } from '@maple/shared/messages/lead-management';
import { formatPercent, formatWholeDollars } from '@/lib/format-number';

/** One line of the detail drawer: a label and the value as text. */
export type DetailEntry = { key: string; label: string; value: string };

// Metadata keys the forms store (public-site §3, back-office §3) have labels in the catalogue.
const labels: Record<string, string> = leadManagementMessages.detailLabels;
const moneyKeys = new Set(['price', 'downPayment', 'cmhcInsurance', 'totalMortgage', 'periodicPayment', 'totalInterest', 'mortgage_amount']);
const percentKeys = new Set(['mortgageRate']);
/** Shown in their own sections of the drawer, not in the list. */
export const sectionKeys = new Set(['calculations', 'consent', 'consentText']);

/** 'paymentFrequency' → 'Payment frequency', 'chat_session_id' → 'Chat session id'. */
export function labelFor(key: string): string {
  if (labels[key]) return labels[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (moneyKeys.has(key)) return formatWholeDollars(value);
    // Every decimal the form stored, in the page's language ("4.5%", "4,5 %").
    if (percentKeys.has(key)) return formatPercent(value, 20);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? leadManagementMessages.yes : leadManagementMessages.no;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Every field of an object as drawer lines, in the order stored, skipping the keys that have their own section. */
export function detailEntries(metadata: Record<string, unknown> | null | undefined, skip: ReadonlySet<string> = sectionKeys): DetailEntry[] {
  if (!metadata || typeof metadata !== 'object') return [];
  return Object.entries(metadata)
    .filter(([key]) => !skip.has(key))
    .map(([key, value]) => ({ key, label: labelFor(key), value: valueText(key, value) }));
}

/** A quote's calculations as lines, or null when the lead has none. */
export function calculationEntries(metadata: Record<string, unknown>): DetailEntry[] | null {
  const calc = metadata.calculations;
  if (!calc || typeof calc !== 'object' || Array.isArray(calc)) return null;
  return detailEntries(calc as Record<string, unknown>, new Set());
}
