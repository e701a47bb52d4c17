import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryStates, type RecordQuery } from './query-states';

const refetch = () => Promise.resolve();
const pending: RecordQuery<string> = { isPending: true, isError: false, data: undefined, refetch };
const failed: RecordQuery<string> = { isPending: false, isError: true, data: undefined, refetch };
const answered: RecordQuery<string> = { isPending: false, isError: false, data: 'The policy', refetch };
const refetchFailed: RecordQuery<string> = { isPending: false, isError: true, data: 'The policy', refetch };

const signedIn = (query: RecordQuery<string>) => renderToStaticMarkup(<QueryStates query={query}>{(text) => <p>{text}</p>}</QueryStates>);
const publicPage = (query: RecordQuery<string>) =>
  renderToStaticMarkup(
    <QueryStates query={query} pending={<div role="status">Loading the policy</div>} failed={<h1>Not found</h1>}>
      {(text) => <p>{text}</p>}
    </QueryStates>,
  );

describe('QueryStates', () => {
  it("on a signed-in screen: the spinner, then the alert with a retry, then the record", () => {
    expect(signedIn(pending)).toMatch(/role="status"/);
    expect(signedIn(failed)).toMatch(/role="alert".*Try again/);
    expect(signedIn(answered)).toBe('<p>The policy</p>');
  });

  it("on a public page: the page's own placeholder and failure, and what it showed kept when a later refetch fails", () => {
    expect(publicPage(pending)).toBe('<div role="status">Loading the policy</div>');
    expect(publicPage(failed)).toBe('<h1>Not found</h1>');
    expect(publicPage(answered)).toBe('<p>The policy</p>');
    expect(publicPage(refetchFailed)).toBe('<p>The policy</p>');
  });
});
