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

export function provinceName(code: string): string | undefined {
  return provinces.find((p) => p.code === code)?.name;
}

/** Accepts a code ('on') or a full name ('Ontario') and returns the code. */
export function parseProvince(value: string): ProvinceCode | undefined {
  const v = value.trim().toLowerCase();
  return provinces.find((p) => p.code.toLowerCase() === v || p.name.toLowerCase() === v)?.code;
}
