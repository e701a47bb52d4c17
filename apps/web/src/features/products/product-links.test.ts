import { describe, expect, it } from 'vitest';
import { agentActions, productHref, productPrice } from './product-links';

describe('productHref', () => {
  it('keeps the agent parameter', () => {
    expect(productHref('/products/abc', 'sarahchen')).toBe('/products/abc?agent=sarahchen');
    expect(productHref('/products', null)).toBe('/products');
    expect(productHref('/products', 'x&y')).toBe('/products?agent=x%26y');
  });
});

describe('productPrice', () => {
  it('formats en-CA dollars and hides a missing price', () => {
    expect(productPrice(349.99)).toBe('$349.99');
    expect(productPrice(1500)).toBe('$1,500.00');
    expect(productPrice(0)).toBe('$0.00');
    expect(productPrice(null)).toBeNull();
  });
});

describe('agentActions', () => {
  it('links to the contact page by id, mail and phone', () => {
    expect(agentActions({ id: 'a1', email: 'sarah@demo.maple.test', phone: '416-555-0147' })).toEqual({
      contact: '/contact?agent=a1',
      email: 'mailto:sarah@demo.maple.test',
      call: 'tel:4165550147',
    });
    expect(agentActions({ id: 'a1', email: 'x@y.z', phone: null }).call).toBeNull();
  });
});
