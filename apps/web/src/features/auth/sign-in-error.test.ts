import { describe, expect, it } from 'vitest';
import { messages } from '@maple/shared/messages';
import { ApiError } from '../../lib/api-client';
import { ProfileLoadError, signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it('maps wrong credentials to the spec text', () => {
    const error = new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(signInErrorMessage(error)).toBe(messages.auth.invalidCredentials);
  });

  it('maps rate limiting to the too-many-attempts text', () => {
    expect(signInErrorMessage(new ApiError(429, 'rate_limited', 'Too many requests'))).toBe(
      messages.auth.tooManyAttempts,
    );
  });

  it("shows the server's message for other errors", () => {
    expect(signInErrorMessage(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe('Email not verified');
  });

  it('falls back to the generic text for network failures and unknown errors', () => {
    expect(signInErrorMessage(new ApiError(0, 'network_error', 'offline'))).toBe(messages.auth.genericError);
    expect(signInErrorMessage(new Error('boom'))).toBe(messages.auth.genericError);
    expect(signInErrorMessage(new ApiError(500, 'internal', ''))).toBe(messages.auth.genericError);
  });

  it('reports a profile load failure after a successful sign-in', () => {
    expect(signInErrorMessage(new ProfileLoadError())).toBe(messages.auth.profileLoadError);
  });
});
