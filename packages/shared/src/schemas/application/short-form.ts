import { z } from 'zod';
import { applicantSchema } from './applicants.ts';
import { addressFields } from './fields.ts';
import { mortgageStep } from './mortgage.ts';

// The public application form on /applications is the application's first step (issue 39 §1): what
// the visitor typed there (email, phone, amount, the property's address) starts the portal's steps,
// which the borrower finds filled and confirms by saving them. Each value is checked by the field of
// the step it goes to, with that field's own schema, so nothing the step would refuse is kept.

/**
 * The short form's values as the steps' fields: the main applicant's contact, the mortgage's amount,
 * and the property's address as typed (one line, kept as its street, which the borrower splits).
 * Every part is optional: a value its step would refuse is left out rather than stored.
 */
export function shortFormPrefill(today: string) {
  const applicant = applicantSchema(today).shape;
  const mortgage = mortgageStep(today).shape;
  return z.strictObject({
    applicant: z.strictObject({ email: applicant.email.optional(), phone: applicant.phone.optional() }).optional(),
    mortgage: z.strictObject({ amount: mortgage.amount.optional() }).optional(),
    property: z.strictObject({ address: z.strictObject({ street: addressFields.street.optional() }) }).optional(),
  });
}

export type ShortFormPrefill = z.infer<ReturnType<typeof shortFormPrefill>>;

/** What the visitor typed on /applications, as the lead's schema took it. */
export interface ShortFormValues {
  email: string;
  phone: string;
  mortgageAmount: number;
  propertyAddress?: string | undefined;
}

/**
 * The prefill of a short form: each value through its step field's schema, one at a time, so a value
 * the step refuses (an amount of 0, a fraction of a cent, an address longer than a street) is dropped
 * and the others kept. Null when nothing is left.
 */
export function prefillFromShortForm(values: ShortFormValues, today: string): ShortFormPrefill | null {
  const applicant = applicantSchema(today).shape;
  const accepted = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  const email = accepted(applicant.email, values.email);
  const phone = accepted(applicant.phone, values.phone);
  const amount = accepted(mortgageStep(today).shape.amount, values.mortgageAmount);
  const street = values.propertyAddress ? accepted(addressFields.street, values.propertyAddress) : undefined;
  const prefill: ShortFormPrefill = {
    ...(email !== undefined || phone !== undefined ? { applicant: { ...(email !== undefined ? { email } : {}), ...(phone !== undefined ? { phone } : {}) } } : {}),
    ...(amount !== undefined ? { mortgage: { amount } } : {}),
    ...(street !== undefined ? { property: { address: { street } } } : {}),
  };
  // Checked whole too: the shape the portal reads it with.
  const checked = shortFormPrefill(today).safeParse(prefill);
  return checked.success && Object.keys(checked.data).length > 0 ? checked.data : null;
}
