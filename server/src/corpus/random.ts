/**
 * Seeded pseudo-random numbers. The corpus must come out byte-identical from the same seed,
 * so nothing in the generator may touch Math.random; every decision draws from an Rng.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform in [0, 1); small, fast and good enough for test data. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both ends included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, this.int(items.length));
  }
}

/** items[index], for lists known to be non-empty (noUncheckedIndexedAccess needs the proof). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item ${index} in a list of ${items.length}`);
  return item;
}

/**
 * Mixes numbers into one 32-bit seed (murmur3's finaliser per part). Each filing draws from
 * its own stream, mixSeed(seed, stream, index), so what one filing draws never shifts the
 * next: a first pass can plan filings without rendering them and still agree with the second.
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h ^= part >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** Picks items with given weights in O(log n): a cumulative table and a binary search. */
export class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) {
      throw new RangeError('WeightedPicker needs one weight per item and at least one item');
    }
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((weight, i) => {
      sum += Math.max(0, weight);
      this.cumulative[i] = sum;
    });
    if (sum <= 0) throw new RangeError('WeightedPicker needs a positive weight');
    this.total = sum;
  }

  pick(rng: Rng): T {
    return this.pickAt(rng.next());
  }

  /** The item at quantile u ∈ [0, 1). */
  pickAt(u: number): T {
    const target = u * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return itemAt(this.items, low);
  }
}

/** Zipf-like weights 1/(rank+offset)^exponent: a few heavy items and a long tail. */
export function zipfWeights(count: number, exponent: number, offset: number): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / Math.pow(rank + 1 + offset, exponent));
}
