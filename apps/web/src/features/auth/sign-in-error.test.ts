import { describe, expect, it } from 'vitest';
import { authMessages } from '@maple/shared/messages/auth';
import { ApiError } from '../../lib/api-client';
import { ProfileLoadError, signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it('maps wrong credentials to the spec text', () => {
    const error = new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(signInErrorMessage(error)).toBe(authMessages.invalidCredentials);
  });

  it('maps rate limiting to the too-many-attempts text', () => {
    expect(signInErrorMessage(new ApiError(429, 'rate_limited', 'Too many requests'))).toBe(
      authMessages.tooManyAttempts,
    );
  });

  it("shows the server's message for other errors", () => {
    expect(signInErrorMessage(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe('Email not verified');
  });

  it('falls back to the generic text for network failures and unknown errors', () => {
    expect(signInErrorMessage(new ApiError(0, 'network_error', 'offline'))).toBe(authMessages.genericError);
    expect(signInErrorMessage(new Error('boom'))).toBe(authMessages.genericError);
    expect(signInErrorMessage(new ApiError(500, 'internal', ''))).toBe(authMessages.genericError);
  });

  it('reports a profile load failure after a successful sign-in', () => {
    expect(signInErrorMessage(new ProfileLoadError())).toBe(authMessages.profileLoadError);
  });
});
