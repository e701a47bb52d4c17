import { z } from 'zod';
import { servicesMessages as m } from '../messages/services.ts';
import { frenchText } from './french-text.ts';
import { listOf } from './paging.ts';
import { imageUrlField } from './products.ts';
import { optionalText, requiredText, text } from './text.ts';

/** GET /api/services[/:id]; imageUrl is absolute or a site path, ready for an <img>. */
export const publicService = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  features: z.array(z.unknown()),
  createdAt: z.string(),
});
export type PublicService = z.infer<typeof publicService>;
/** GET /api/services answers `{ services }`; the console's list is one page of them. */
export const publicServiceList = z.object({ services: z.array(publicService) });

/** The console's service: the public fields in English, their French twins (decision 069), and whether the French site lacks it. */
export const adminService = publicService.extend({
  nameFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  contentFr: z.string().nullable(),
  featuresFr: z.array(z.unknown()),
  /** True while the service lacks its French text, so the French site does not list it (the console's badge). */
  missingFrench: z.boolean(),
});
export type AdminService = z.infer<typeof adminService>;
export const adminServiceList = listOf(adminService);

/** Names and descriptions longer than this are cut on save (back-office §5, §9). */
export const serviceTextLimit = 255;

/**
 * The features list: an array of short lines, or the JSON text of one (pasted into the editor).
 * Text that does not parse is refused with the spec's message; empty text is an empty list.
 */
const featuresValue = z.union([z.array(text({ max: 300 })).max(50), text({ max: 20_000, multiline: true })], { error: m.featuresInvalid });

function featureLines(value: z.output<typeof featuresValue>, ctx: z.RefinementCtx): string[] {
  if (Array.isArray(value)) return value.filter((line) => line !== '');
  if (value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: m.featuresInvalid });
    return z.NEVER;
  }
  const lines = z.array(text({ max: 300 })).max(50).safeParse(parsed);
  if (!lines.success) {
    ctx.addIssue({ code: 'custom', message: m.featuresNotList });
    return z.NEVER;
  }
  return lines.data.filter((line) => line !== '');
}

export const serviceFeaturesField = featuresValue.default([]).transform(featureLines);
/** The French features: as the English ones, but absent leaves the stored list as it is. */
const frenchFeaturesField = featuresValue.optional().transform((value, ctx) => (value === undefined ? undefined : featureLines(value, ctx)));

const optionalLong = (max: number) =>
  optionalText({ max, multiline: true })
    .nullable()
    .transform((v) => v ?? null);

/**
 * POST /api/admin/services and PATCH /api/admin/services/:id. Name and description are accepted
 * up to 2000 characters and cut to 255 by the server, which then says so (the spec's notice).
 */
export const serviceInput = z.strictObject({
  name: requiredText({ max: 2000, required: m.nameRequired }),
  description: optionalLong(2000),
  imageUrl: imageUrlField(m.invalidUrl),
  features: serviceFeaturesField,
  content: optionalLong(50_000),
  // The French twins (decision 069), each optional: a service saved in English only is valid.
  nameFr: frenchText({ max: 2000 }),
  descriptionFr: frenchText({ max: 2000, multiline: true }),
  featuresFr: frenchFeaturesField,
  contentFr: frenchText({ max: 50_000, multiline: true }),
});
export type ServiceInput = z.input<typeof serviceInput>;
export type ServiceValues = z.output<typeof serviceInput>;

/** What a save answers: the service, and whether a field was cut to fit. */
export const savedService = z.object({ service: adminService, truncated: z.boolean() });
export type SavedService = z.infer<typeof savedService>;
