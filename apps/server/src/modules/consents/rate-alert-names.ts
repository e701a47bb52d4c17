import type { Language } from '@maple/shared/i18n/languages';
import { provinceInMessages, provinceNameMessages } from '@maple/shared/messages/province-names';
import { rateTermMessages } from '@maple/shared/messages/rate-terms';
import { provinceName } from '@maple/shared/provinces';
import { termLabel } from '@maple/shared/terms';
import { inLanguage } from '../../lib/in-language.ts';

/** The term and province a rate alert names, in the reader's language ("5 year", "Ontario", "in Ontario"; "au Québec"). */
export function rateAlertNames(details: { province: string; termMonths: number }, language: Language): { term: string; province: string; inProvince: string } {
  const inProvince = inLanguage(provinceInMessages, language) as Record<string, string>;
  return {
    term: termLabel(details.termMonths, inLanguage(rateTermMessages, language)),
    province: provinceName(details.province, inLanguage(provinceNameMessages, language)) ?? details.province,
    inProvince: inProvince[details.province] ?? details.province,
  };
}

