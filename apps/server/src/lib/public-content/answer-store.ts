/** One stored public answer: the body as sent, its type and strong validator, and when it was made. */
export type StoredAnswer = {
  body: string;
  /** The body gzipped once, for the visitors that accept it (absent for a small body). */
  gzip?: Uint8Array<ArrayBuffer>;
  contentType: string;
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
  /** Both bodies' bytes, counted against the store's bound. */
  bytes: number;
};

export type AnswerStoreLimits = {
  /** At most this many answers; the least recently read goes first. */
  maxEntries: number;
  /** At most this many bytes of bodies in all; an answer above an eighth of it is not kept. */
  maxBytes: number;
  /** An answer older than this is made again, so content that changes with time (a post scheduled for now) shows. */
  maxAgeMs: number;
};

/**
 * A least-recently-used map of answers (a Map keeps insertion order, so its first key is the
 * oldest read). Bounded in count and bytes: a flood of distinct query strings only turns it over.
 */
export function createAnswerStore(limits: AnswerStoreLimits) {
  const entries = new Map<string, StoredAnswer>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key: string, now: number): StoredAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt >= limits.maxAgeMs || now < entry.storedAt) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: StoredAnswer): void {
      remove(key);
      if (entry.bytes > limits.maxBytes / 8) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerStore = ReturnType<typeof createAnswerStore>;
