/** The words of every server-paged list (console, dashboard, the public blog); each list names its own pager and search. */
export const pagingMessages = {
  showing: 'Showing {from}–{to} of {total}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  noMatches: 'Nothing matches “{q}”.',
  clearSearch: 'Clear search',
};
