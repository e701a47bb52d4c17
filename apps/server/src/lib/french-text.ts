/*
 * The publishing rule of decision 069: content written for the public is on the French site only
 * once its French text exists, never in English under a French page. An item lacks its French
 * when any of its texts filled in English is empty in French (a service with a description needs
 * its French description too; one without needs none).
 */

/** Whether a text (or a list of lines) holds anything. */
function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'string' || value.trim() !== '';
}

/** True when a text filled in English has no French: each pair is [english, french]. */
export function lacksFrench(pairs: ReadonlyArray<readonly [english: unknown, french: unknown]>): boolean {
  return pairs.some(([english, french]) => filled(english) && !filled(french));
}
