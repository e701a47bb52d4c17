import { describe, expect, it } from 'vitest';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { propertyStep, propertyValue } from './property.ts';

const m = applicationStepsMessages.property;
const address = { street: '88 Queens Quay West', unit: '2405', city: 'Toronto', province: 'ON', postalCode: 'M5J 0B8' };
const purchase = {
  purpose: 'purchase',
  address,
  price: 749_900,
  occupancy: 'owner_occupied',
  propertyType: 'condo',
  condoFees: 612.48,
  propertyTax: 3_987.12,
  heating: 0,
  newBuild: false,
  firstTimeBuyer: true,
};
const refinance = { ...purchase, purpose: 'refinance', price: undefined, estimatedValue: 810_000, firstTimeBuyer: false };

function refusals(value: unknown) {
  const result = propertyStep.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the property step', () => {
  it('takes a purchase with its price and a refinance with its estimated value', () => {
    expect(propertyValue(propertyStep.parse(purchase))).toBe(749_900);
    expect(propertyValue(propertyStep.parse(refinance))).toBe(810_000);
    expect(propertyStep.safeParse({ ...refinance, purpose: 'renewal' }).success).toBe(true);
    expect(propertyStep.safeParse({ ...refinance, purpose: 'switch' }).success).toBe(true);
  });

  it('asks for the figure the purpose has, and refuses the other one', () => {
    expect(refusals({ ...purchase, price: undefined })).toEqual([{ path: 'price', message: m.errors.price }]);
    expect(refusals({ ...purchase, estimatedValue: 760_000 })).toEqual([{ path: 'estimatedValue', message: m.errors.estimatedValueOnPurchase }]);
    expect(refusals({ ...refinance, estimatedValue: undefined })).toEqual([{ path: 'estimatedValue', message: m.errors.estimatedValue }]);
    expect(refusals({ ...refinance, price: 749_900 })).toEqual([{ path: 'price', message: m.errors.priceNotPurchase }]);
  });

  it('needs condo fees for a condo only; a townhouse may have them', () => {
    expect(refusals({ ...purchase, condoFees: undefined })).toEqual([{ path: 'condoFees', message: m.errors.condoFees }]);
    expect(propertyStep.safeParse({ ...purchase, propertyType: 'detached', condoFees: undefined }).success).toBe(true);
    expect(propertyStep.parse({ ...purchase, propertyType: 'townhouse', condoFees: 310 }).condoFees).toBe(310);
  });

  it.each([
    ['purpose', 'construction', m.errors.purpose],
    ['address', undefined, m.errors.address],
    ['price', 0, m.errors.price],
    ['price', 749_900.001, m.errors.price],
    ['price', 100_000_000.01, m.errors.price],
    ['occupancy', 'vacation', m.errors.occupancy],
    ['propertyType', 'cottage', m.errors.propertyType],
    ['condoFees', -1, m.errors.condoFees],
    ['condoFees', 1_000_000.01, m.errors.condoFees],
    ['propertyTax', undefined, m.errors.propertyTax],
    ['heating', '120', m.errors.heating],
    ['newBuild', 'no', m.errors.newBuild],
    ['firstTimeBuyer', undefined, m.errors.firstTimeBuyer],
  ])('refuses %s = %j with its own message', (field, value, message) => {
    expect(refusals({ ...purchase, [field]: value })).toEqual([{ path: field, message }]);
  });

  it("names the address's own fields, and refuses a field it does not list", () => {
    expect(refusals({ ...purchase, address: { ...address, postalCode: 'M5J OB8' } })).toEqual([
      { path: 'address.postalCode', message: applicationStepsMessages.addresses.errors.postalCode },
    ]);
    expect(propertyStep.safeParse({ ...purchase, sin: '046454286' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['sin'] });
  });
});
