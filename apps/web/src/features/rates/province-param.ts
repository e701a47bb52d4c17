import { defaultProvince, parseProvince, provinces, type ProvinceCode } from '@maple/shared/provinces';

/** The province of ?province=: a 2-letter code in any casing (or a full name); anything else is Ontario. */
export function provinceFromParam(value: string | null): ProvinceCode {
  return (value && parseProvince(value)) || defaultProvince;
}

/** 'ON — Ontario', for the province chooser. */
export function provinceOptionLabel(code: ProvinceCode): string {
  const name = provinces.find((p) => p.code === code)?.name ?? code;
  return `${code} — ${name}`;
}
