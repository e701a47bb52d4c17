import { emailPattern, phonePattern } from '../contact-patterns.ts';

// Digits that are part of something else. A visitor who writes "ada.1795496229@example.com" or
// "M5V 2T6" has not named a price, so these are blanked before any number is read.
const notAmounts: readonly RegExp[] = [
  new RegExp(emailPattern.source, 'g'),
  /\bhttps?:\/\/\S+|\bwww\.\S+/gi,
  new RegExp(phonePattern.source, 'g'),
  // A local number without its area code ("call 555-0147").
  /(?<![\d-])\d{3}[-.]\d{4}(?![\d-])/g,
  // Canadian postal codes (no D, F, I, O, Q or U; no W or Z first), with or without the space.
  /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d\b/gi,
  /\b(?:zip(?:\s*code)?|postal\s*code|code\s*postal)\s*:?\s*\d{5}(?:-\d{4})?\b/gi,
  // Dates and times: 2026-03-15, 15/03/2026, 3.15.26, 10:30.
  /\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/g,
  // Floor areas: "1500 sq ft", "140 m²", "1 200 pi²".
  /\b\d+(?:[ ,]\d{3})*\s*(?:sq\.?\s*ft\.?|sqft|square\s+f(?:ee|oo)t|ft²|m²|m2|square\s+met(?:er|re)s?|pi²|pi2|pieds\s+carrés)(?![A-Za-z])/gi,
  // Street numbers: "1234 Maple Ave", "55, rue Sainte-Catherine".
  /\b\d{1,6}\s+(?:[A-Z][\w'’.-]*\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Cres|Crescent|Ct|Court|Way|Lane|Ln|Pl|Place|Terrace|Trail|Pkwy|Parkway|Hwy|Highway)\b\.?/g,
  /\b\d{1,6},?\s+(?:rue|avenue|boulevard|boul\.?|chemin|rang|place)\s/gi,
];

/**
 * The text with every email address, link, phone number, postal code, date, time and street
 * number replaced by spaces of the same length, so positions found in it are positions in the text.
 */
export function blankNotAmounts(text: string): string {
  return notAmounts.reduce((out, pattern) => out.replace(pattern, (found) => ' '.repeat(found.length)), text);
}
