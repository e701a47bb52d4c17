import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, splitFieldErrors } from './server-field-errors';

describe('server field errors', () => {
  it("reads a 400's fields, the first message of each", () => {
    const error = new ApiError(400, 'validation_failed', 'Please check the highlighted fields.', { name: ['Name is required', 'second'], email: 'Enter a valid email' });
    expect(serverFieldErrors(error)).toEqual({ name: 'Name is required', email: 'Enter a valid email' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'internal', 'Something went wrong'))).toEqual({});
  });

  it('shows nested paths on their field and keeps what no field holds', () => {
    const { shown, others } = splitFieldErrors({ 'features.2': 'Too long', name: 'Required', extra: 'Unknown field' }, ['name', 'features']);
    expect(shown).toEqual({ features: 'Too long', name: 'Required' });
    expect(others).toEqual(['Unknown field']);
  });

  it('does not take a field whose name only starts the same', () => {
    expect(splitFieldErrors({ nameSuffix: 'x' }, ['name'])).toEqual({ shown: {}, others: ['x'] });
  });
});
