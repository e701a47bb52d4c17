import { describe, expect, it } from 'vitest';
import { urlOf } from './api-client';

describe('urlOf', () => {
  it('fills each path parameter, encoded, so an id cannot reach another path', () => {
    expect(urlOf('/api/admin/rates/{id}/history', { path: { id: 'a/../b c' } })).toBe('/api/admin/rates/a%2F..%2Fb%20c/history');
    expect(urlOf('/api/agents/{idOrSlug}', { path: { idOrSlug: 'sarah?x=1' } })).toBe('/api/agents/sarah%3Fx%3D1');
  });

  it('writes the query with unset values left out, lists repeated and numbers as text', () => {
    expect(urlOf('/api/me/leads', { query: { q: 'anna & co', source: undefined, status: '', page: 2, pageSize: 25, tag: ['a', 'b'], none: null } })).toBe(
      '/api/me/leads?q=anna+%26+co&page=2&pageSize=25&tag=a&tag=b',
    );
    expect(urlOf('/api/rates', { query: { province: undefined } })).toBe('/api/rates');
    expect(urlOf('/api/site', {})).toBe('/api/site');
  });
});
