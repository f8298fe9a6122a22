import type { ForegroundMap } from './foreground';

// Math's functions as module constants: the loops then look up no global, which is slow
// inside vm contexts (jest runs the tests in one).
const { ceil, cos, floor, max, sin, sqrt, PI } = Math;

/** Rings (centre outwards) and sectors (counter-clockwise from the x axis) of the grid. */
export const RINGS = 16;
export const SECTORS = 48;

/**
 * Outer radius of the grid in radii of gyration. A filled disc reaches 1.41, a thin ring
 * 1.0, a long bar 1.73; beyond 1.8 there is little but stray marks.
 */
const REACH = 1.8;

/** Distance of the sub-samples averaged into a cell, in pixels. */
const SPACING = 1.5;

/** Less figure than this (in pixels) is an empty or blank picture. */
const MIN_MASS = 4;

/**
 * The figure in polar coordinates around its centre of mass, scaled by its radius of
 * gyration: values[ring * SECTORS + sector] is the mean figure in that cell (0–1).
 * Both centre and radius move with the figure, so scaling, shifting, cropping the margin
 * or padding leave the grid unchanged, a rotation shifts it along the sectors and a mirror
 * reverses them.
 */
export interface PolarGrid {
  values: Float32Array;
  /** figure pixels / all pixels of the picture: a blank picture has 0 */
  fill: number;
}

export function polarGridOf(map: ForegroundMap): PolarGrid | null {
  const moments = massMoments(map);
  if (!moments) return null;
  const { cx, cy, gyration, mass } = moments;
  const outer = REACH * gyration;
  const ringWidth = outer / RINGS;
  const values = new Float32Array(RINGS * SECTORS);
  for (let ring = 0; ring < RINGS; ring++) {
    // Sub-samples SPACING pixels apart (bilinear reads cover the gaps), so thin strokes are
    // caught on the outer rings too.
    const radial = max(1, ceil(ringWidth / SPACING));
    const midRadius = (ring + 0.5) * ringWidth;
    const around = max(1, ceil((2 * PI * midRadius) / SECTORS / SPACING));
    for (let sector = 0; sector < SECTORS; sector++) {
      let sum = 0;
      for (let i = 0; i < radial; i++) {
        const r = (ring + (i + 0.5) / radial) * ringWidth;
        for (let j = 0; j < around; j++) {
          const angle = ((sector + (j + 0.5) / around) * 2 * PI) / SECTORS;
          // y grows downwards in pictures; minus keeps angles counter-clockwise as drawn
          sum += sample(map, cx + r * cos(angle), cy - r * sin(angle));
        }
      }
      values[ring * SECTORS + sector] = sum / (radial * around);
    }
  }
  return { values, fill: mass / (map.width * map.height) };
}

/** Bilinear interpolation; outside the picture is background. */
function sample(map: ForegroundMap, x: number, y: number): number {
  const { values, width, height } = map;
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = floor(fx);
  const y0 = floor(fy);
  if (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height) return 0;
  const tx = fx - x0;
  const ty = fy - y0;
  const inX0 = x0 >= 0;
  const inX1 = x0 + 1 < width;
  const top = y0 >= 0 ? y0 * width : -1;
  const bottom = y0 + 1 < height ? (y0 + 1) * width : -1;
  let sum = 0;
  if (top >= 0) {
    if (inX0) sum += values[top + x0]! * (1 - tx) * (1 - ty);
    if (inX1) sum += values[top + x0 + 1]! * tx * (1 - ty);
  }
  if (bottom >= 0) {
    if (inX0) sum += values[bottom + x0]! * (1 - tx) * ty;
    if (inX1) sum += values[bottom + x0 + 1]! * tx * ty;
  }
  return sum;
}

interface Moments {
  cx: number;
  cy: number;
  gyration: number;
  mass: number;
}

function massMoments(map: ForegroundMap): Moments | null {
  const { values, width, height } = map;
  let mass = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = values[y * width + x]!;
      mass += v;
      sx += v * (x + 0.5);
      sy += v * (y + 0.5);
    }
  }
  if (mass < MIN_MASS) return null;
  const cx = sx / mass;
  const cy = sy / mass;
  let spread = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = values[y * width + x]!;
      if (v > 0) spread += v * ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
    }
  }
  const gyration = sqrt(spread / mass);
  return gyration > 0.5 ? { cx, cy, gyration, mass } : null;
}
