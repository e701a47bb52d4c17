/**
 * The provinces' and territories' names as pages show them (provinceName in provinces.ts reads
 * these, so the French build shows the French names; decision 073). provinces.ts keeps the English
 * names the API and the rates' data use.
 */
export const provinceNameMessages = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

/** "in Ontario": a province named after "in" (French takes en, au, à or dans by the name). */
export const provinceInMessages = {
  AB: 'in Alberta',
  BC: 'in British Columbia',
  MB: 'in Manitoba',
  NB: 'in New Brunswick',
  NL: 'in Newfoundland and Labrador',
  NS: 'in Nova Scotia',
  NT: 'in the Northwest Territories',
  NU: 'in Nunavut',
  ON: 'in Ontario',
  PE: 'in Prince Edward Island',
  QC: 'in Quebec',
  SK: 'in Saskatchewan',
  YT: 'in Yukon',
} as const;
