import { describe, expect, it } from 'vitest';
import { agentSlugFromPath, withAgentContext } from './agent-link';

describe('agentSlugFromPath', () => {
  it('reads the slug of an agent page and its sub-pages', () => {
    expect(agentSlugFromPath('/agents/sarahchen')).toBe('sarahchen');
    expect(agentSlugFromPath('/agents/sarahchen/')).toBe('sarahchen');
    expect(agentSlugFromPath('/agents/sarahchen/contact')).toBe('sarahchen');
  });

  it('returns null elsewhere', () => {
    expect(agentSlugFromPath('/')).toBeNull();
    expect(agentSlugFromPath('/agents')).toBeNull();
    expect(agentSlugFromPath('/agents/')).toBeNull();
    expect(agentSlugFromPath('/agent/sarahchen')).toBeNull();
    expect(agentSlugFromPath('/find-broker/agents/sarahchen')).toBeNull();
  });
});

describe('withAgentContext', () => {
  it('adds ?agent= to /products links on an agent page', () => {
    expect(withAgentContext('/products', '/agents/sarahchen')).toBe('/products?agent=sarahchen');
    expect(withAgentContext('/products', '/agents/sarahchen/anything/deeper')).toBe('/products?agent=sarahchen');
    expect(withAgentContext('/products/abc-123', '/agents/marcgagnon')).toBe('/products/abc-123?agent=marcgagnon');
  });

  it('keeps an existing query and hash', () => {
    expect(withAgentContext('/products?type=fixed#top', '/agents/sarahchen')).toBe(
      '/products?type=fixed&agent=sarahchen#top',
    );
  });

  it('replaces an agent already in the link', () => {
    expect(withAgentContext('/products?agent=old', '/agents/sarahchen')).toBe('/products?agent=sarahchen');
  });

  it('encodes the slug safely', () => {
    expect(withAgentContext('/products', '/agents/jean%20luc')).toBe('/products?agent=jean+luc');
  });

  it('leaves other links alone', () => {
    expect(withAgentContext('/rates', '/agents/sarahchen')).toBe('/rates');
    expect(withAgentContext('/products-old', '/agents/sarahchen')).toBe('/products-old');
    expect(withAgentContext('https://example.com/products', '/agents/sarahchen')).toBe('https://example.com/products');
    expect(withAgentContext('//example.com/products', '/agents/sarahchen')).toBe('//example.com/products');
  });

  it('leaves /products alone off agent pages', () => {
    expect(withAgentContext('/products', '/')).toBe('/products');
    expect(withAgentContext('/products', '/agent/sarahchen')).toBe('/products');
    expect(withAgentContext('/products', '/products')).toBe('/products');
  });
});
