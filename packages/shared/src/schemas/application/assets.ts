import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { applicationLimits as L, describeOther, money, optionalField } from './fields.ts';

const m = applicationStepsMessages.assets;

export const assetKinds = ['chequing', 'savings', 'rrsp', 'tfsa', 'investments', 'vehicle', 'property', 'other'] as const;
export type AssetKind = (typeof assetKinds)[number];

/** What the household owns: a lender reads the net worth. Often owned jointly, so listed by file, not by applicant. */
export const assetSchema = z
  .strictObject({
    kind: z.enum(assetKinds, { error: m.errors.kind }),
    description: optionalField(m.fields.description, L.description),
    value: money(m.errors.value),
  })
  .superRefine(describeOther(m.errors.description));

/** The assets step: a list the borrower may leave empty. */
export const assetsStep = z.strictObject({
  assets: z.array(assetSchema, { error: m.errors.list }).max(L.maxItems, m.errors.list),
});
export type Asset = z.infer<typeof assetSchema>;
export type AssetsStep = z.infer<typeof assetsStep>;
export type AssetsStepInput = z.input<typeof assetsStep>;
