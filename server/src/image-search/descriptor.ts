import { foregroundOf } from './foreground';
import { polarGridOf, RINGS as GRID_RINGS, SECTORS as GRID_SECTORS } from './polar-grid';
import { rasterise } from './raster';

// Math's functions as module constants: the loops then look up no global, which is slow
// inside vm contexts (jest runs the tests in one).
const { abs, cos, hypot, max, min, round, sin, sqrt, PI } = Math;

// Module-local copies: an imported binding is a property read on every use in the loops.
const RINGS = GRID_RINGS;
const SECTORS = GRID_SECTORS;

/**
 * Version of what describeImage computes: bump it when the descriptor changes, and the
 * indexing job describes every logo again (older descriptors and models are then unused).
 */
export const DESCRIPTOR_SCHEME = 1;

/** Angular frequencies kept per ring in the coarse vector (1 = one-sided, 2 = two-fold …). */
export const HARMONICS = 6;
/** Coarse vector length: each ring's mean plus its harmonics' magnitudes. */
export const COARSE_DIMS = RINGS * (1 + HARMONICS);

/**
 * What the index keeps of a picture. `coarse` is rotation and mirror invariant (ring means
 * and the magnitudes of each ring's angular Fourier series) and short, for the inverted
 * file and a first ranking; `fine` is the polar grid itself, compared at every rotation
 * and both mirror senses to re-rank the best candidates and to score them.
 * Both are bytes (value × 255), as stored.
 */
export interface ImageDescriptor {
  coarse: Uint8Array;
  fine: Uint8Array;
  /**
   * The figure's mean colour and the background's (RGB, RGB). Not part of the similarity
   * (a recoloured logo is the same figure); it only orders figures of equal shape, so the
   * logo uploaded as it is comes before its recoloured twins.
   */
  colours: Uint8Array;
}

/** The descriptor of a picture, or null when it shows nothing (blank, one colour). */
export async function describeImage(image: Buffer): Promise<ImageDescriptor | null> {
  const map = foregroundOf(await rasterise(image));
  const grid = polarGridOf(map);
  if (!grid) return null;
  return {
    coarse: toBytes(coarseVector(grid.values)),
    fine: toBytes(grid.values),
    colours: map.colours,
  };
}

/** Bytes of `colours`: the figure's RGB, then the background's. */
export const COLOUR_BYTES = 6;

/** Difference of two descriptors' colours, 0 (same) to 1 (black on white vs white on black). */
export function colourDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < COLOUR_BYTES; i++) sum += abs(a[i]! - b[i]!);
  return sum / (COLOUR_BYTES * 255);
}

/** cos and sin of each harmonic at each sector, computed once. */
const HARMONIC_COS = new Float64Array((HARMONICS + 1) * SECTORS);
const HARMONIC_SIN = new Float64Array((HARMONICS + 1) * SECTORS);
for (let k = 0; k <= HARMONICS; k++) {
  for (let s = 0; s < SECTORS; s++) {
    HARMONIC_COS[k * SECTORS + s] = cos((2 * PI * k * s) / SECTORS);
    HARMONIC_SIN[k * SECTORS + s] = sin((2 * PI * k * s) / SECTORS);
  }
}

/** Magnitudes shrink fast with the frequency; a square root keeps them in the comparison. */
export function coarseVector(grid: Float32Array): Float32Array {
  const out = new Float32Array(COARSE_DIMS);
  for (let ring = 0; ring < RINGS; ring++) {
    const row = ring * SECTORS;
    let mean = 0;
    for (let s = 0; s < SECTORS; s++) mean += grid[row + s]!;
    out[ring * (1 + HARMONICS)] = mean / SECTORS;
    for (let k = 1; k <= HARMONICS; k++) {
      let re = 0;
      let im = 0;
      for (let s = 0; s < SECTORS; s++) {
        re += grid[row + s]! * HARMONIC_COS[k * SECTORS + s]!;
        im += grid[row + s]! * HARMONIC_SIN[k * SECTORS + s]!;
      }
      const magnitude = (2 * hypot(re, im)) / SECTORS;
      out[ring * (1 + HARMONICS) + k] = sqrt(min(1, magnitude));
    }
  }
  return out;
}

function toBytes(values: Float32Array): Uint8Array {
  const bytes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) {
    bytes[i] = round(max(0, min(1, values[i]!)) * 255);
  }
  return bytes;
}
