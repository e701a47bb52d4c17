/**
 * How this language writes numbers, money, percentages and long dates (decision 073). The web
 * reads this module, so each language's build carries its own and nothing of the other (decision
 * 066); the server picks one with `formatTexts[language]` (i18n/format-in.ts). `locale` is the
 * tag Intl is given for what the Intl-free writers leave to it.
 */
export const formatMessages = {
  locale: 'en-CA',
  group: ',',
  decimal: '.',
  dollars: '${amount}',
  percent: '{amount}%',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  longDate: '{month} {day}, {year}',
} as const;
