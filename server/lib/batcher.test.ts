// Group commit's batcher: what arrives together runs together, one batch at a time, at most
// maxItems at once; a batch that fails as a whole is retried item by item so each gets its answer.
import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

describe('createBatcher', () => {
  it('runs items handed in during one turn together, and later ones in the next batch', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const batcher = createBatcher<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    }, 64);
    const first = [1, 2, 3].map((n) => batcher.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    // While the first batch runs, more arrive: they wait for it, then go together.
    const second = [4, 5].map((n) => batcher.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('puts at most maxItems in a batch', async () => {
    const sizes: number[] = [];
    const batcher = createBatcher<number, number>(async (items) => (sizes.push(items.length), [...items]), 4);
    await Promise.all(Array.from({ length: 10 }, (_, n) => batcher.submit(n)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('answers an Error for its own item only', async () => {
    const batcher = createBatcher<number, number>(
      async (items) => items.map((n) => (n < 0 ? new Error(`negative ${n}`) : n)),
      64,
    );
    const [good, bad] = await Promise.allSettled([batcher.submit(1), batcher.submit(-1)]);
    expect(good).toEqual({ status: 'fulfilled', value: 1 });
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'negative -1' } });
  });

  it('runs a batch that failed as a whole again one item at a time', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>(async (items) => {
      batches.push([...items]);
      if (items.includes(13)) throw new Error('thirteen spoils the batch');
      return [...items];
    }, 64);
    const results = await Promise.allSettled([12, 13, 14].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
