import { provinceNameMessages } from './messages/province-names.ts';

export const provinces = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type ProvinceCode = (typeof provinces)[number]['code'];
export const provinceCodes = provinces.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];
export const defaultProvince: ProvinceCode = 'ON';

/**
 * A province's name as a page shows it: this build's language in the web (the French build reads
 * the French twin of province-names.ts, decision 066), English on the server unless it passes a
 * reader's names, `inLanguage(provinceNameMessages, language)`.
 */
export function provinceName(code: string, names: Readonly<Record<ProvinceCode, string>> = provinceNameMessages): string | undefined {
  return provinces.some((p) => p.code === code) ? names[code as ProvinceCode] : undefined;
}

/** Accepts a code ('on') or a full name ('Ontario') and returns the code. */
export function parseProvince(value: string): ProvinceCode | undefined {
  const v = value.trim().toLowerCase();
  return provinces.find((p) => p.code.toLowerCase() === v || p.name.toLowerCase() === v)?.code;
}
