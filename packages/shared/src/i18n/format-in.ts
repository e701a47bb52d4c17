import { formatMessages as english } from '../messages/formats.ts';
import { formatMessages as french } from '../messages/fr/formats.ts';
import { formatDateWith, formatDayWith } from './date-format.ts';
import type { Language } from './languages.ts';
import { formatMoneyWith, formatNumberWith, formatPercentWith, formatWholeDollarsWith, type FormatTexts } from './number-format.ts';

// The Intl-free writers in a named language, for the server (it writes to each reader in their
// language) and the tests that hold both languages to Intl (decision 073). The web does not use
// these: it passes its build's messages/formats.ts to the `…With` writers, and in the French web
// build `../messages/formats.ts` itself resolves to the French twin (decision 066).

/** Each language's formats. */
export const formatTexts: Record<Language, FormatTexts> = { en: english, fr: french };

export const formatNumberIn = (language: Language, value: number, maxFraction: number, minFraction = 0) => formatNumberWith(formatTexts[language], value, maxFraction, minFraction);
export const formatMoneyIn = (language: Language, value: number) => formatMoneyWith(formatTexts[language], value);
export const formatWholeDollarsIn = (language: Language, value: number) => formatWholeDollarsWith(formatTexts[language], value);
export const formatPercentIn = (language: Language, value: number, maxFraction: number, minFraction = 0) => formatPercentWith(formatTexts[language], value, maxFraction, minFraction);
export const formatDayIn = (language: Language, day: string) => formatDayWith(formatTexts[language], day);
export const formatDateIn = (language: Language, value: string | Date) => formatDateWith(formatTexts[language], value);
