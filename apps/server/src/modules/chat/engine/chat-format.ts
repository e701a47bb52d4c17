import type { Language } from '@maple/shared/i18n/languages';
import type { RateType } from '@maple/shared/schemas/rates';
import { formatMoneyIn, formatPercentIn, formatWholeDollarsIn } from '@maple/shared/i18n/format-in';
import { provinceNameMessages as frenchProvinces } from '@maple/shared/messages/fr/province-names';
import { termLabel } from '@maple/shared/terms';

/** How the assistant writes figures and rate names in each language (a chat answer is plain text, read aloud by screen readers). */
export type ChatFormats = {
  money: (value: number, cents?: boolean) => string;
  /** A rate from the rates table, always two decimals. */
  percent: (value: number) => string;
  /** A percent the visitor gave or a share worked out, as few decimals as it has. */
  givenPercent: (value: number) => string;
  oneDecimalPercent: (value: number) => string;
  term: (months: number) => string;
  rateType: (type: RateType) => string;
  mortgageType: (type: string) => string;
  province: (code: string, englishName: string) => string;
  /** "$400,000 ($500,000 less $100,000 down)". */
  loanLabel: (loan: string, price: string, down: string) => string;
};

const english: ChatFormats = {
  money: (value, cents = true) => `$${value.toLocaleString('en-CA', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`,
  percent: (value) => `${value.toFixed(2)}%`,
  givenPercent: (value) => `${value}%`,
  oneDecimalPercent: (value) => `${value.toFixed(1)}%`,
  term: (months) => termLabel(months),
  rateType: (type) => type,
  mortgageType: (type) => type,
  province: (_code, englishName) => englishName,
  loanLabel: (loan, price, down) => `${loan} (${price} less ${down} down)`,
};

const frenchMortgageTypes: Record<string, string> = { Conventional: 'prêt conventionnel', 'High-Ratio': 'prêt à ratio élevé', Refinance: 'refinancement' };

// The site's own fr-CA writers (decision 073): "1 234,56 $" and "3,84 %", as the French pages write them.
const french: ChatFormats = {
  money: (value, cents = true) => (cents ? formatMoneyIn('fr', value) : formatWholeDollarsIn('fr', value)),
  percent: (value) => formatPercentIn('fr', value, 2, 2),
  givenPercent: (value) => formatPercentIn('fr', value, 4),
  oneDecimalPercent: (value) => formatPercentIn('fr', value, 1, 1),
  term: (months) => (months % 12 === 0 ? (months === 12 ? '1 an' : `${months / 12} ans`) : `${months} mois`),
  rateType: (type) => (type === 'fixed' ? 'fixe' : 'variable'),
  mortgageType: (type) => frenchMortgageTypes[type] ?? type,
  province: (code, englishName) => frenchProvinces[code as keyof typeof frenchProvinces] ?? englishName,
  loanLabel: (loan, price, down) => `${loan} (${price} moins ${down} de mise de fonds)`,
};

export const chatFormats: Readonly<Record<Language, ChatFormats>> = { en: english, fr: french };
