/**
 * Group commit (decision 053): writes that arrive while the database is busy are gathered and
 * written together, one transaction and a few multi-row statements for many requests, instead of
 * a transaction, its round trips and its commit each. Nothing waits on a timer: an item that
 * arrives when a slot is free goes at once (with whatever else came in the same turn of the event
 * loop), so a quiet server answers as fast as before, and under load the batches grow by
 * themselves to what arrived while the previous ones were being written.
 *
 * Each caller's promise settles only after its batch's `write` has settled, so an answer given
 * after it is an answer about committed rows. A batch that fails is written again one item at a
 * time, so one bad item (a constraint it breaks, a deadlock victim) fails only itself.
 */
export type GroupWriter<Item, Result> = (item: Item) => Promise<Result>;

export type GroupCommitOptions<Item, Result> = {
  /** Writes the batch, its results in the order of the items; throws to fail the whole batch. */
  write: (items: Item[]) => Promise<Result[]>;
  /** Items in one batch at most. */
  maxBatch: number;
  /** Batches being written at once at most (each holds one pooled connection). */
  maxConcurrent: number;
};

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

export function groupCommit<Item, Result>({ write, maxBatch, maxConcurrent }: GroupCommitOptions<Item, Result>): GroupWriter<Item, Result> {
  const queue: Waiting<Item, Result>[] = [];
  let running = 0;
  let scheduled = false;

  const settle = async (batch: Waiting<Item, Result>[]) => {
    try {
      const results = await write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const w of batch) await settle([w]);
    }
  };

  const drain = () => {
    scheduled = false;
    while (running < maxConcurrent && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running++;
      void settle(batch).finally(() => {
        running--;
        drain();
      });
    }
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Items that arrive in the same turn of the event loop go out together.
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    });
}
