/**
 * Public API answers may be kept by the browser for a minute (`Cache-Control: public, max-age=60`),
 * so after a change in the console or dashboard a plain refetch could still read the old copy.
 * Fetching with `cache: 'reload'` goes to the server and stores the fresh answer in the browser's
 * cache, so the refetches that follow (and pages opened later) see the change at once.
 */
export async function refreshPublicCache(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      fetch(path, { cache: 'reload', credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then((res) => res.body?.cancel())
        .catch(() => undefined),
    ),
  );
}
