/**
 * Public API answers are kept by the browser but revalidated on every use (`public, no-cache` with
 * an ETag, decision 042), and the server drops its own copies on the write itself, so a plain
 * refetch already shows a change. Fetching with `cache: 'reload'` is kept as a cheap belt: it also
 * replaces a copy a browser stored under the earlier `max-age=60` policy (in the minute after an
 * upgrade) or that a proxy in between keeps longer than it was told.
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
