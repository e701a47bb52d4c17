import { describe, expect, it } from 'vitest';
import { listPageFromParams, withListPage } from './use-list-page';

describe('a paged list in the URL', () => {
  it('reads page and search, dropping what the API would refuse', () => {
    expect(listPageFromParams(new URLSearchParams('tab=blog&page=3&q=rates'))).toEqual({ page: 3, q: 'rates' });
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(listPageFromParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    expect(listPageFromParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes them beside the other keys, leaving page 1 and an empty search out', () => {
    expect(withListPage(new URLSearchParams('tab=blog&page=4&q=old'), 2, ' new ').toString()).toBe('tab=blog&q=new&page=2');
    expect(withListPage(new URLSearchParams('tab=blog&page=4&q=old'), 1, '').toString()).toBe('tab=blog');
  });
});
