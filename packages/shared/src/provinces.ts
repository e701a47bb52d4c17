import { provinceNameMessages } from './messages/province-names.ts';

const codes = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type ProvinceCode = (typeof codes)[number];

/** Every province and territory with its name in this build's language (English on the server; decision 073). */
export const provinces: readonly { code: ProvinceCode; name: string }[] = codes.map((code) => ({ code, name: provinceNameMessages[code] }));
export const provinceCodes = [...codes] as [ProvinceCode, ...ProvinceCode[]];
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
