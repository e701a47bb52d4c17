import transliterate from '@sindresorhus/transliterate';

/*
 * Every slug the code makes comes from here. Letters with accents are spelled in Latin letters
 * first (by a maintained table, not our own), so "Hélène Côté" keeps its letters instead of losing
 * them to the a–z filter (decision 063).
 */

/** The text in plain Latin letters, lowercased: "Hélène Côté" → "helene cote", "Straße" → "strasse". */
function latinLower(value: string): string {
  return transliterate(value).toLowerCase();
}

/** Profile slug rule (back-office §5): lowercase, keep only a-z and 0-9. "Hélène Côté" → "helenecote". */
export function toProfileSlug(value: string): string {
  return latinLower(value).replace(/[^a-z0-9]/g, '');
}

/**
 * Blog slug rule: lowercase, non-alphanumerics to hyphens, trimmed of hyphens.
 * "Crédit à l'habitation" → "credit-a-l-habitation". Also names files (uploads, exports).
 */
export function toBlogSlug(title: string): string {
  return latinLower(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
