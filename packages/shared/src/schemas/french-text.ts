import { optionalText, type TextOptions } from './text.ts';

/**
 * A French twin of a text field (decision 069). Optional in every form and request: content saved
 * in English only is valid, and simply not shown on the French site. Absent leaves the stored French
 * as it is (an older client, a partial edit); an empty box or null clears it; text is kept trimmed.
 */
export function frenchText(options: TextOptions) {
  return optionalText(options)
    .nullable()
    .transform((v) => v ?? null)
    .optional();
}
