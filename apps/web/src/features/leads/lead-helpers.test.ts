import { describe, expect, it } from 'vitest';
import { parseConversation } from './lead-conversation';
import { calculationEntries, detailEntries, labelFor } from './lead-details';
import { apiQuery, filtersFromParams, withFilters } from './lead-filters';
import { statusColour } from './lead-status';

describe('parseConversation', () => {
  it("reads the chat assistant's JSON and its last interaction", () => {
    const text = JSON.stringify({ conversation: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }], last_interaction: '2026-11-20T10:00:00.000Z' });
    expect(parseConversation(text)).toEqual({
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
      lastInteraction: '2026-11-20T10:00:00.000Z',
    });
  });

  it('accepts a bare array, a messages key and odd items, and gives null for anything else', () => {
    expect(parseConversation('[{"role":"bot","text":"Hey"},"plain",42]')?.messages).toEqual([
      { role: 'assistant', content: 'Hey' },
      { role: 'other', content: 'plain' },
    ]);
    expect(parseConversation('{"messages":[{"role":"user","content":"x"}],"last_interaction":"nope"}')).toEqual({ messages: [{ role: 'user', content: 'x' }], lastInteraction: null });
    for (const text of [null, '', 'Looking to renew', '{broken', '{"conversation":"no"}', '{"conversation":[]}', '[1,2]']) expect(parseConversation(text), String(text)).toBeNull();
  });
});

describe('lead details', () => {
  it('labels and formats every metadata field, calculations apart', () => {
    const metadata = { price: 650000, mortgageRate: 3.94, consent: true, consentText: 'I agree', odd_key: { a: 1 }, calculations: { totalMortgage: 603135 } };
    expect(detailEntries(metadata)).toEqual([
      { key: 'price', label: 'Purchase price', value: '$650,000' },
      { key: 'mortgageRate', label: 'Mortgage rate', value: '3.94%' },
      { key: 'odd_key', label: 'Odd key', value: '{"a":1}' },
    ]);
    expect(calculationEntries(metadata)).toEqual([{ key: 'totalMortgage', label: 'Total mortgage', value: '$603,135' }]);
    expect(calculationEntries({})).toBeNull();
    expect(labelFor('someCamelCase')).toBe('Some camel case');
  });
});

describe('lead filters in the URL', () => {
  it('round-trips, keeps the tab and the search, drops malformed values, and goes back to page 1', () => {
    const params = new URLSearchParams('tab=leads&q=anna&source=website&status=new&from=2026-01-01&to=2026-02-01');
    const filters = filtersFromParams(new URLSearchParams(`${params}&page=3`));
    expect(filters).toEqual({ source: 'website', status: 'new', from: '2026-01-01', to: '2026-02-01' });
    expect(withFilters(new URLSearchParams('tab=leads&q=anna&page=3'), filters).toString()).toBe(params.toString());
    expect(withFilters(params, { ...filters, status: '', to: '' }).toString()).toBe('tab=leads&q=anna&source=website&from=2026-01-01');
    expect(filtersFromParams(new URLSearchParams('source=pigeon&status=lost&from=today&to=2026-13'))).toEqual({ source: '', status: '', from: '', to: '' });
    expect(apiQuery({ ...filters, q: 'anna', page: 2 }, 50)).toBe('q=anna&source=website&status=new&from=2026-01-01&to=2026-02-01&page=2&pageSize=50');
    expect(apiQuery({ ...filters, q: ' ' })).toBe('source=website&status=new&from=2026-01-01&to=2026-02-01');
  });
});

describe('statusColour', () => {
  it('gives the spec colours, blue for an unknown status', () => {
    expect(statusColour('new')).toContain('blue');
    expect(statusColour('contacted')).toContain('yellow');
    expect(statusColour('qualified')).toContain('green');
    expect(statusColour('closed')).toContain('gray');
    expect(statusColour('mystery')).toBe(statusColour('new'));
  });
});
