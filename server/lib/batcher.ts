// Group commit: work submitted while earlier work is being written waits, and goes to the database
// together with whatever else arrived meanwhile, so concurrent requests share one transaction's
// round trips instead of paying for them each. Nothing waits on a timer: a batch starts as soon as
// the requests read in the same turn of the event loop have been handed in (setImmediate), so a
// lone request waits for nothing, and batches grow only as the server falls behind.
//
// One batch runs at a time, on PostgreSQL too: measured with 8 to 64 clock-ins in flight, fewer,
// fuller batches cost the server less than several smaller ones on more connections.
//
// A batch that fails as a whole is run again one item at a time, so one bad item answers its own
// error and never fails the items it happened to share a batch with.

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface Batcher<I, O> {
  submit(item: I): Promise<O>;
}

/**
 * `run` answers one outcome per item, in order: a value, or an Error for that item alone. It
 * throws when the batch failed as a whole.
 */
export function createBatcher<I, O>(
  run: (items: readonly I[]) => Promise<ReadonlyArray<O | Error>>,
  maxItems: number,
): Batcher<I, O> {
  const queue: Pending<I, O>[] = [];
  let running = false;
  let scheduled = false;

  const settle = (pending: Pending<I, O>, outcome: O | Error | undefined) => {
    if (outcome instanceof Error) pending.reject(outcome);
    else pending.resolve(outcome as O);
  };

  async function runBatch(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outcomes = await run(batch.map((p) => p.item));
      batch.forEach((pending, i) => settle(pending, outcomes[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One at a time, so each item gets its own answer.
      for (const pending of batch) await runBatch([pending]);
    }
  }

  function startBatch(): void {
    if (running || queue.length === 0) return;
    running = true;
    void runBatch(queue.splice(0, maxItems)).finally(() => {
      running = false;
      startBatch();
    });
  }

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          startBatch();
        });
      }),
  };
}
