import { describe, expect, it } from 'vitest';
import { testimonialsMessages as m } from '@maple/shared/messages/testimonials';
import { testimonialFormValues, testimonialResolver, type TestimonialFormValues } from './testimonial-form-values';

const options = { fields: {}, shouldUseNativeValidation: false, names: [] } as never;
const check = (required: boolean, values: TestimonialFormValues) => testimonialResolver(required)(values, undefined, options);
const words = { ...testimonialFormValues(null), clientName: 'Pat Doe', content: 'Thorough and kind.' };

describe('the testimonial forms, checked by the routes’ schema', () => {
  it('send the words with the rating (5 unless chosen) and no permission while none was entered, where it may wait', async () => {
    expect(await check(false, words)).toEqual({ values: { clientName: 'Pat Doe', content: 'Thorough and kind.', contentFr: null, rating: 5 }, errors: {} });
  });

  it('ask for the permission where saving approves the testimonial (the console’s own)', async () => {
    const { errors } = await check(true, words);
    expect(errors).toEqual({ permission: expect.objectContaining({ message: m.permission.required }) });
  });

  it('check a permission once any of it is entered, and send it whole', async () => {
    const partial = await check(false, { ...words, permission: { method: '', grantedAt: '2026-01-15', relationship: 'none' } });
    expect(partial.errors).toEqual({ permission: { method: expect.objectContaining({ message: m.permission.invalidMethod }) } });
    const given = await check(true, { ...words, rating: 4, permission: { method: 'email', grantedAt: '2026-01-15', relationship: 'paid' } });
    expect(given).toEqual({ values: { clientName: 'Pat Doe', content: 'Thorough and kind.', contentFr: null, rating: 4, permission: { method: 'email', grantedAt: '2026-01-15', relationship: 'paid' } }, errors: {} });
  });

  it('name the words that are missing', async () => {
    const { errors } = await check(false, testimonialFormValues(null));
    expect(errors).toEqual({ clientName: expect.objectContaining({ message: m.clientNameRequired }), content: expect.objectContaining({ message: m.contentRequired }) });
  });
});
