import { provinceNames } from './messages/province-names.ts';

// The names come from the catalogue, so the French build shows 'Québec' and 'Colombie-Britannique'.
export const provinces = (['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const).map((code) => ({ code, name: provinceNames[code] as string }));

export type ProvinceCode = (typeof provinces)[number]['code'];
export const provinceCodes = provinces.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];
export const defaultProvince: ProvinceCode = 'ON';

export function provinceName(code: string): string | undefined {
  return provinces.find((p) => p.code === code)?.name;
}

/** Accepts a code ('on') or a full name ('Ontario') and returns the code. */
export function parseProvince(value: string): ProvinceCode | undefined {
  const v = value.trim().toLowerCase();
  return provinces.find((p) => p.code.toLowerCase() === v || p.name.toLowerCase() === v)?.code;
}
