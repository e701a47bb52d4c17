import { z } from 'zod';
import { lendersMessages as m } from '../messages/lenders.ts';
import { listOf } from './paging.ts';
import { imageUrlField } from './products.ts';
import { requiredText } from './text.ts';

/** GET /api/lenders */
export const publicLender = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  type: z.enum(['a_lender', 'alternate_lender']),
  displayOrder: z.number(),
});
export type PublicLender = z.infer<typeof publicLender>;
export const publicLenderList = z.object({ lenders: z.array(publicLender) });

export const lenderTypes = ['a_lender', 'alternate_lender'] as const;
export type LenderType = (typeof lenderTypes)[number];

/** A lender as the console lists it (active or not). */
export const adminLender = publicLender.extend({ isActive: z.boolean(), createdAt: z.string() });
export type AdminLender = z.infer<typeof adminLender>;
export const adminLenderList = listOf(adminLender);

/** POST /api/admin/lenders and PATCH /api/admin/lenders/:id. */
export const lenderInput = z.strictObject({
  name: requiredText({ max: 200, required: m.nameRequired }),
  logoUrl: imageUrlField(m.invalidUrl),
  type: z.enum(lenderTypes, { error: m.typeInvalid }).default('a_lender'),
  displayOrder: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(100_000).default(0)),
  isActive: z.boolean().default(true),
});
export type LenderInput = z.input<typeof lenderInput>;
export type LenderValues = z.output<typeof lenderInput>;

/** PUT /api/admin/lenders/order: every lender's id, in the new order (display_order = position). */
export const lenderOrderInput = z.strictObject({ ids: z.array(z.guid({ error: m.orderInvalid }), { error: m.orderInvalid }).min(1, m.orderInvalid).max(1000) });
export type LenderOrderInput = z.infer<typeof lenderOrderInput>;
