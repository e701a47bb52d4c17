import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryOnce } from './retry-once';

describe('retryOnce', () => {
  it('retries a network or server failure once', () => {
    const network = new ApiError(0, 'network_error', 'x');
    expect(retryOnce(0, network)).toBe(true);
    expect(retryOnce(1, network)).toBe(false);
    expect(retryOnce(0, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(retryOnce(0, new TypeError('x'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    expect(retryOnce(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(retryOnce(0, new ApiError(429, 'rate_limited', 'x'))).toBe(false);
  });
});
