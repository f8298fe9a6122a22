import { throwIfStopped } from '../register/jobs';

/**
 * k-means for the inverted file: k-means++ seeding, then Lloyd rounds. Vectors are rows of
 * one Float32Array (`dims` each). Training runs inside the server process, so it yields to
 * the event loop every few thousand distance rows and stops when the signal aborts.
 */
export interface KMeansOptions {
  k: number;
  dims: number;
  rounds?: number;
  seed?: number;
  signal?: AbortSignal;
}

const DEFAULT_ROUNDS = 12;
/** Vector–centroid distances between two yields: some 10 ms of work. */
const PAIRS_PER_YIELD = 50_000;

const everyOf = (perItem: number) => Math.max(1, Math.floor(PAIRS_PER_YIELD / perItem));

export async function trainCentroids(
  data: Float32Array,
  options: KMeansOptions,
): Promise<Float32Array> {
  const { dims, signal } = options;
  const count = data.length / dims;
  const k = Math.max(1, Math.min(options.k, count));
  const random = seededRandom(options.seed ?? 1);
  const centroids = await seedCentroids(data, dims, k, random, signal);
  const assignment = new Int32Array(count);
  for (let round = 0; round < (options.rounds ?? DEFAULT_ROUNDS); round++) {
    let moved = 0;
    for (let i = 0; i < count; i++) {
      const nearest = nearestCentroid(data, i * dims, centroids, dims);
      if (nearest !== assignment[i] || round === 0) moved++;
      assignment[i] = nearest;
      if (i % everyOf(k) === 0) await pause(signal);
    }
    recomputeMeans(data, dims, assignment, centroids, random);
    if (moved === 0) break;
  }
  return centroids;
}

/** Index of the centroid nearest to the vector at `offset` of `data`. */
export function nearestCentroid(
  data: Float32Array | Uint8Array,
  offset: number,
  centroids: Float32Array,
  dims: number,
  scale = 1,
): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let c = 0; c * dims < centroids.length; c++) {
    let distance = 0;
    for (let d = 0; d < dims && distance < bestDistance; d++) {
      const diff = data[offset + d]! * scale - centroids[c * dims + d]!;
      distance += diff * diff;
    }
    if (distance < bestDistance) [best, bestDistance] = [c, distance];
  }
  return best;
}

/** Lets requests in between; a shutdown stops the training (the job trains again later). */
async function pause(signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  throwIfStopped(signal);
}

/** k-means++: each next seed is drawn with probability ∝ squared distance to the nearest. */
async function seedCentroids(
  data: Float32Array,
  dims: number,
  k: number,
  random: () => number,
  signal: AbortSignal | undefined,
): Promise<Float32Array> {
  const count = data.length / dims;
  const centroids = new Float32Array(k * dims);
  const nearest = new Float64Array(count).fill(Infinity);
  let chosen = Math.floor(random() * count);
  for (let c = 0; c < k; c++) {
    centroids.set(data.subarray(chosen * dims, (chosen + 1) * dims), c * dims);
    let total = 0;
    for (let i = 0; i < count; i++) {
      let distance = 0;
      for (let d = 0; d < dims; d++) {
        const diff = data[i * dims + d]! - centroids[c * dims + d]!;
        distance += diff * diff;
      }
      if (distance < nearest[i]!) nearest[i] = distance;
      total += nearest[i]!;
    }
    if (c % everyOf(count) === 0) await pause(signal);
    let target = random() * total;
    chosen = count - 1;
    for (let i = 0; i < count; i++) {
      target -= nearest[i]!;
      if (target <= 0) {
        chosen = i;
        break;
      }
    }
  }
  return centroids;
}

/** Each centroid becomes the mean of its vectors; an empty one restarts at a random vector. */
function recomputeMeans(
  data: Float32Array,
  dims: number,
  assignment: Int32Array,
  centroids: Float32Array,
  random: () => number,
): void {
  const k = centroids.length / dims;
  const sums = new Float64Array(centroids.length);
  const sizes = new Int32Array(k);
  for (let i = 0; i < assignment.length; i++) {
    const c = assignment[i]!;
    sizes[c] = sizes[c]! + 1;
    for (let d = 0; d < dims; d++) sums[c * dims + d] = sums[c * dims + d]! + data[i * dims + d]!;
  }
  const count = assignment.length;
  for (let c = 0; c < k; c++) {
    if (sizes[c] === 0) {
      const pick = Math.floor(random() * count);
      centroids.set(data.subarray(pick * dims, (pick + 1) * dims), c * dims);
      continue;
    }
    for (let d = 0; d < dims; d++) centroids[c * dims + d] = sums[c * dims + d]! / sizes[c]!;
  }
}

/** mulberry32: training is repeatable for the same vectors. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
