import { z } from 'zod';
import { productsMessages as m } from '../messages/products.ts';
import { frenchText } from './french-text.ts';
import { listOf } from './paging.ts';
import { optionalText, requiredText, text } from './text.ts';

/** GET /api/products[/:id] */
export const publicProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  content: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicProduct = z.infer<typeof publicProduct>;
/** GET /api/products answers `{ products }`; the console's list is one page of them. */
export const publicProductList = z.object({ products: z.array(publicProduct) });

/** The console's product: the public fields in English, their French twins (decision 069), and whether the French site lacks it. */
export const adminProduct = publicProduct.extend({
  nameFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  contentFr: z.string().nullable(),
  /** True while the product lacks its French text, so the French site does not list it (the console's badge). */
  missingFrench: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductList = listOf(adminProduct);

/** An image field: an http(s) URL or one of our own /files/ paths (what an upload answers); empty → null. */
export const imageUrlField = (invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text({ max: 2000, invalid })
      .refine((v) => (v.startsWith('/files/') ? !/\s|\.\./.test(v) : z.url({ protocol: /^https?$/ }).safeParse(v).success), invalid)
      .nullable()
      .default(null),
  );

const priceField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: m.invalidPrice })
    .min(0, m.invalidPrice)
    .max(9_999_999_999, m.invalidPrice)
    // Step 0.01: the column keeps cents, so what is stored is what was checked.
    .transform((n) => Math.round(n * 100) / 100)
    .nullable(),
);

/** POST /api/admin/products and PATCH /api/admin/products/:id (the whole form each time). */
export const productInput = z.strictObject({
  name: requiredText({ max: 200, required: m.nameRequired }),
  description: optionalText({ max: 2000, multiline: true })
    .nullable()
    .transform((v) => v ?? null),
  imageUrl: imageUrlField(m.invalidUrl),
  price: priceField,
  content: optionalText({ max: 50_000, multiline: true })
    .nullable()
    .transform((v) => v ?? null),
  // The French twins (decision 069), each optional: a product saved in English only is valid.
  nameFr: frenchText({ max: 200 }),
  descriptionFr: frenchText({ max: 2000, multiline: true }),
  contentFr: frenchText({ max: 50_000, multiline: true }),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;
