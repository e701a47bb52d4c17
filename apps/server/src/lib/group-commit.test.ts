import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A writer whose batches wait until `release()`, recording what each batch held. */
function heldWriter(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const write = groupCommit<number, string>({
    maxBatch: 3,
    maxConcurrent: 2,
    write: async (items) => {
      batches.push(items);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      if (items.some(fail)) throw new Error(`item ${items.find(fail)} breaks a rule`);
      return items.map((n) => `stored ${n}`);
    },
  });
  const release = async () => {
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const gate = gates.shift();
      if (!gate) return;
      gate();
    }
  };
  return { write, batches, release, mostAtOnce: () => mostAtOnce };
}

describe('groupCommit', () => {
  it('writes what arrives together in one batch and answers each caller with its own result', async () => {
    const { write, batches, release } = heldWriter();
    const answers = Promise.all([1, 2, 3].map((n) => write(n)));
    await release();
    expect(await answers).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('keeps at most maxConcurrent batches of at most maxBatch items in flight, the rest waiting for the next', async () => {
    const { write, batches, release, mostAtOnce } = heldWriter();
    const answers = Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    await release();
    expect(await answers).toEqual(Array.from({ length: 10 }, (_, i) => `stored ${i}`));
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(mostAtOnce()).toBe(2);
  });

  it('settles nobody before the batch is written', async () => {
    const { write, release } = heldWriter();
    let settled = false;
    const answer = write(1).then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    await release();
    await answer;
    expect(settled).toBe(true);
  });

  it('writes a failed batch again item by item, so only the item that breaks a rule fails', async () => {
    const { write, batches, release } = heldWriter((n) => n === 2);
    const answers = Promise.allSettled([1, 2, 3].map((n) => write(n)));
    await release();
    const results = await answers;
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['stored 1', 'item 2 breaks a rule', 'stored 3']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
