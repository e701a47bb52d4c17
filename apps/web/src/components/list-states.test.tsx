import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListStates, type ListQuery } from './list-states';

const messages = { loading: 'Loading notes...', fetchFailed: 'Could not load notes.', tryAgain: 'Try again', empty: 'No notes yet.', listLabel: 'Notes' };
const refetch = () => Promise.resolve();

const render = (query: ListQuery<string>, search?: string) =>
  renderToStaticMarkup(
    <ListStates query={query} messages={messages} search={search}>
      {(items) => items.map((item) => <li key={item}>{item}</li>)}
    </ListStates>,
  );

describe('ListStates (a signed-in list before its rows)', () => {
  it('announces loading, then a failure with a retry', () => {
    expect(render({ isPending: true, isError: false, data: undefined, refetch })).toMatch(/role="status".*Loading notes\.\.\./);
    const failed = render({ isPending: false, isError: true, data: undefined, refetch });
    expect(failed).toMatch(/role="alert".*Could not load notes\..*Try again/);
    expect(failed).not.toContain('<ul');
  });

  it('says the list is empty, or draws the rows in a named list', () => {
    expect(render({ isPending: false, isError: false, data: { items: [] }, refetch })).toContain('No notes yet.');
    expect(render({ isPending: false, isError: false, data: { items: ['a', 'b'] }, refetch })).toContain('<ul class="flex flex-col gap-3" aria-label="Notes"><li>a</li><li>b</li></ul>');
  });

  it('says nothing matches a search that found nothing, and marks a list busy while its next page loads', () => {
    expect(render({ isPending: false, isError: false, data: { items: [], total: 0 }, refetch }, 'zebra')).toContain('Nothing matches “zebra”.');
    expect(render({ isPending: false, isError: false, data: { items: ['a'], total: 30 }, refetch, isFetching: true })).toContain('aria-busy="true"');
  });
});
