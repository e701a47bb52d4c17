import { z } from 'zod';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { addressFields, applicationLimits as L, money, refuse } from './fields.ts';

const m = applicationStepsMessages.property;

export const propertyPurposes = ['purchase', 'refinance', 'renewal', 'switch'] as const;
export type PropertyPurpose = (typeof propertyPurposes)[number];
export const occupancies = ['owner_occupied', 'rental', 'second_home', 'owner_and_rental'] as const;
export type Occupancy = (typeof occupancies)[number];
export const propertyTypes = ['detached', 'semi_detached', 'townhouse', 'condo', 'multi_unit', 'other'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/**
 * The property step: the home the mortgage is for. A purchase has a price; a refinance, renewal or
 * switch has an estimated value instead (the lender's appraisal confirms it), and the field that does
 * not belong to the purpose is refused rather than kept, so a file never carries both. A condo's
 * monthly fees are required (lenders count half of them in the debt service ratios); a townhouse may
 * have them too.
 */
export const propertyStep = z
  .strictObject({
    purpose: z.enum(propertyPurposes, { error: m.errors.purpose }),
    address: z.strictObject(addressFields, { error: m.errors.address }),
    price: money(m.errors.price, { positive: true }).optional(),
    estimatedValue: money(m.errors.estimatedValue, { positive: true }).optional(),
    occupancy: z.enum(occupancies, { error: m.errors.occupancy }),
    propertyType: z.enum(propertyTypes, { error: m.errors.propertyType }),
    condoFees: money(m.errors.condoFees, { max: L.maxMonthlyAmount }).optional(),
    propertyTax: money(m.errors.propertyTax),
    heating: money(m.errors.heating, { max: L.maxMonthlyAmount }),
    newBuild: z.boolean({ error: m.errors.newBuild }),
    firstTimeBuyer: z.boolean({ error: m.errors.firstTimeBuyer }),
  })
  .superRefine((property, ctx) => {
    if (property.purpose === 'purchase') {
      if (property.price === undefined) refuse(ctx, ['price'], m.errors.price);
      if (property.estimatedValue !== undefined) refuse(ctx, ['estimatedValue'], m.errors.estimatedValueOnPurchase);
    } else {
      if (property.estimatedValue === undefined) refuse(ctx, ['estimatedValue'], m.errors.estimatedValue);
      if (property.price !== undefined) refuse(ctx, ['price'], m.errors.priceNotPurchase);
    }
    if (property.propertyType === 'condo' && property.condoFees === undefined) refuse(ctx, ['condoFees'], m.errors.condoFees);
  });

export type PropertyStep = z.infer<typeof propertyStep>;
export type PropertyStepInput = z.input<typeof propertyStep>;

/** The property's worth as the file reads it: the price of a purchase, the estimated value otherwise. */
export const propertyValue = (property: PropertyStep): number => (property.purpose === 'purchase' ? property.price : property.estimatedValue) ?? 0;
