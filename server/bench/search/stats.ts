/** Latency figures of one series of timed calls. */
export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** calls per second with `concurrency` calls in flight */
  throughput: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Times `call` once per input one after another (latency), after a few untimed warm-up
 * calls, then all inputs again with `concurrency` calls in flight (throughput).
 */
export async function measure<T>(
  inputs: readonly T[],
  call: (input: T) => Promise<unknown>,
  concurrency = 4,
  onProgress?: (done: number, total: number) => void,
): Promise<Latency> {
  const total = inputs.length * 2;
  // untimed warm-up: the first calls pay for connections, JIT and caches
  for (const input of inputs.slice(0, 5)) await call(input);
  const times: number[] = [];
  for (const input of inputs) {
    const started = now();
    await call(input);
    times.push(now() - started);
    onProgress?.(times.length, total);
  }
  let next = 0;
  let done = inputs.length;
  const started = now();
  const worker = async () => {
    while (next < inputs.length) {
      await call(inputs[next++]!);
      onProgress?.(++done, total);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    count: inputs.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    throughput: inputs.length / seconds,
  };
}
