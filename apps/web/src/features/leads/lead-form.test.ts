import { describe, expect, it, vi } from 'vitest';
import { leadFormsMessages } from '@maple/shared/messages/lead-forms';
import { leadsMessages } from '@maple/shared/messages/leads';
import { newsletterLead } from '@maple/shared/schemas/leads';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText, leadFormResolver, parseAmountText } from './lead-form';

describe('parseAmountText', () => {
  it('reads plain and formatted dollar amounts', () => {
    expect(parseAmountText('450000')).toBe(450000);
    expect(parseAmountText(' $450,000 ')).toBe(450000);
    expect(parseAmountText('450 000.50')).toBe(450000.5);
    expect(parseAmountText('450\u00a0000')).toBe(450000);
  });

  it('gives nothing for empty text, so the schema can say the amount is required', () => {
    expect(parseAmountText('')).toBeUndefined();
    expect(parseAmountText('   ')).toBeUndefined();
  });

  it('gives NaN for non-numeric text', () => {
    expect(parseAmountText('abc')).toBeNaN();
    expect(parseAmountText('-5')).toBeNaN();
    expect(parseAmountText('1e6')).toBeNaN();
    expect(parseAmountText('4.5.6')).toBeNaN();
  });
});

describe('fieldErrorText', () => {
  it("replaces the form-wide required message with a field's own", () => {
    expect(fieldErrorText(leadsMessages.requiredFields)).toBe(leadFormsMessages.required);
    expect(fieldErrorText(leadsMessages.invalidEmail)).toBe(leadsMessages.invalidEmail);
    expect(fieldErrorText(undefined)).toBeUndefined();
  });
});

describe('leadFormResolver', () => {
  const resolver = leadFormResolver(newsletterLead, (values: { email: string; company_url: string }) => ({ kind: 'newsletter', ...values }));
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it('gives the parsed request when the schema accepts it', async () => {
    const result = await resolver({ email: ' ana@example.com ', company_url: '' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ kind: 'newsletter', email: 'ana@example.com' });
  });

  it("puts the schema's messages on the form's fields", async () => {
    const empty = await resolver({ email: '', company_url: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe(leadsMessages.requiredFields);
    const bad = await resolver({ email: 'not-an-email', company_url: '' }, undefined, options);
    expect(bad.errors.email?.message).toBe(leadsMessages.invalidEmail);
  });
});

describe('applyServerFieldErrors', () => {
  it("marks only this form's fields", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'bad_request', 'x', { email: 'Please enter a valid email address', agentId: 'nope' });
    expect(applyServerFieldErrors(error, setError, ['email'] as const)).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Please enter a valid email address' });
  });

  it('ignores other errors', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('x'), setError, ['email'] as const)).toBe(false);
    expect(applyServerFieldErrors(new ApiError(500, 'internal', 'x'), setError, ['email'] as const)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
