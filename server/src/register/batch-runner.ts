import { throwIfStopped } from './jobs';

export interface BatchRunOptions {
  /** batches loading at once: one per connection the database can give */
  concurrency: number;
  /** batch numbers already committed by an earlier run */
  skip: ReadonlySet<number>;
  signal?: AbortSignal | undefined;
  /** runs before each batch (renewing the job's lease); a lost lease aborts `signal` */
  beforeBatch?: (() => Promise<unknown>) | undefined;
}

/**
 * Feeds numbered batches from a source to `load`, up to `concurrency` at a time. The first
 * failure stops new batches; it is rethrown once the batches in flight have settled, so no
 * transaction is left open behind the caller.
 */
export async function runBatches<T>(
  source: Iterable<T[]> | AsyncIterable<T[]>,
  options: BatchRunOptions,
  load: (batch: T[], batchNo: number) => Promise<void>,
): Promise<void> {
  const iterator =
    Symbol.asyncIterator in source
      ? source[Symbol.asyncIterator]()
      : (source as Iterable<T[]>)[Symbol.iterator]();
  let nextNo = 0;
  let failure: { error: unknown } | null = null;
  // Pulls one at a time: the source is a generator and must not be advanced twice at once.
  let pulling: Promise<unknown> = Promise.resolve();
  const pull = () => {
    const taken = pulling.then(async () => {
      const item = await iterator.next();
      return item.done ? null : { batch: item.value, batchNo: nextNo++ };
    });
    pulling = taken.catch(() => undefined);
    return taken;
  };

  const worker = async () => {
    while (!failure) {
      // PGlite runs on this thread: let requests waiting on the event loop in between.
      await new Promise((resolve) => setImmediate(resolve));
      await options.beforeBatch?.();
      throwIfStopped(options.signal);
      const item = await pull();
      if (!item) return;
      if (!options.skip.has(item.batchNo)) await load(item.batch, item.batchNo);
    }
  };
  const workers = Array.from({ length: Math.max(1, options.concurrency) }, () =>
    worker().catch((error: unknown) => {
      failure ??= { error };
    }),
  );
  await Promise.all(workers);
  if (failure) throw (failure as { error: unknown }).error;
}
