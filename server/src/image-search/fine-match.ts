import { RINGS as GRID_RINGS, SECTORS as GRID_SECTORS } from './polar-grid';

// Math's functions as module constants: the loops then look up no global, which is slow
// inside vm contexts (jest runs the tests in one).
const { cos, max, sin, PI } = Math;

/** How two polar grids line up best. */
export interface Alignment {
  /** overlap of the two figures, 0–1 (Tanimoto: the IoU for black-and-white figures) */
  overlap: number;
  /** rotation of the candidate onto the query, in degrees (0–360) */
  degrees: number;
  mirrored: boolean;
}

/**
 * A grid prepared for alignment: each ring's angular Fourier coefficients (real signals,
 * so frequencies 0…SECTORS/2) and the grid's weighted energy Σ w·v².
 */
export interface GridSpectrum {
  re: Float64Array;
  im: Float64Array;
  energy: number;
}

// Module-local copies: an imported binding is a property read on every use in the loops.
const RINGS = GRID_RINGS;
const SECTORS = GRID_SECTORS;
const FREQS = SECTORS / 2 + 1;
/** A ring's cells cover an area that grows with its radius; weigh them so. */
const RING_WEIGHTS = Array.from({ length: RINGS }, (_, ring) => ring + 0.5);
/** Alignments within this of the best count as the best (symmetric figures tie). */
const TIE = 0.005;
/** Fractions of a sector tried around the best whole shift, nearest first. */
const REFINE_STEPS = [-0.25, 0.25, -0.5, 0.5];

const COS = new Float64Array(SECTORS * SECTORS);
const SIN = new Float64Array(SECTORS * SECTORS);
for (let k = 0; k < SECTORS; k++) {
  for (let s = 0; s < SECTORS; s++) {
    COS[k * SECTORS + s] = cos((2 * PI * ((k * s) % SECTORS)) / SECTORS);
    SIN[k * SECTORS + s] = sin((2 * PI * ((k * s) % SECTORS)) / SECTORS);
  }
}

export function spectrumOf(grid: Uint8Array): GridSpectrum {
  const re = new Float64Array(RINGS * FREQS);
  const im = new Float64Array(RINGS * FREQS);
  let energy = 0;
  for (let ring = 0; ring < RINGS; ring++) {
    const row = ring * SECTORS;
    let ringEnergy = 0;
    let uniform = true;
    for (let s = 0; s < SECTORS; s++) {
      const v = grid[row + s]!;
      ringEnergy += v * v;
      if (v !== grid[row]) uniform = false;
    }
    energy += RING_WEIGHTS[ring]! * ringEnergy;
    // Rings all empty or all full (beyond the figure, inside a solid frame) are common: their
    // spectrum is the mean alone.
    if (uniform) {
      re[ring * FREQS] = grid[row]! * SECTORS;
      continue;
    }
    for (let k = 0; k < FREQS; k++) {
      let sumRe = 0;
      let sumIm = 0;
      for (let s = 0; s < SECTORS; s++) {
        const v = grid[row + s]!;
        sumRe += v * COS[k * SECTORS + s]!;
        sumIm -= v * SIN[k * SECTORS + s]!;
      }
      re[ring * FREQS + k] = sumRe;
      im[ring * FREQS + k] = sumIm;
    }
  }
  return { re, im, energy };
}

/**
 * The overlap of two figures at the rotation (a shift of the sectors) and mirror sense that
 * fits best, all tried at once: the weighted correlation Σ w·q[j]·c[j − shift] for every
 * shift is an inverse DFT of Σ_rings w·Q·conj(C), and mirroring c conjugates its spectrum.
 * The overlap is then C / (Eq + Ec − C). The unturned, unmirrored alignment wins ties, so a
 * symmetric figure is not reported as turned.
 */
export function alignSpectra(query: GridSpectrum, candidate: GridSpectrum): Alignment {
  const identity = overlapOf(
    query,
    candidate,
    correlationAt(crossSpectrum(query, candidate, false), 0),
  );
  let best: Alignment = { overlap: identity, degrees: 0, mirrored: false };
  for (const mirrored of [false, true]) {
    const cross = crossSpectrum(query, candidate, mirrored);
    let bestShift = 0;
    let bestCorrelation = -Infinity;
    for (let shift = 0; shift < SECTORS; shift++) {
      const correlation = correlationAt(cross, shift);
      if (correlation > bestCorrelation) [bestShift, bestCorrelation] = [shift, correlation];
    }
    // A turn between two sector steps: the spectrum interpolates the correlation exactly.
    for (const step of REFINE_STEPS) {
      const correlation = correlationAt(cross, bestShift + step);
      if (correlation > bestCorrelation)
        [bestShift, bestCorrelation] = [bestShift + step, correlation];
    }
    const overlap = overlapOf(query, candidate, bestCorrelation);
    if (overlap > best.overlap) {
      best = { overlap, degrees: (((bestShift + SECTORS) % SECTORS) * 360) / SECTORS, mirrored };
    }
  }
  return identity >= best.overlap - TIE ? { overlap: identity, degrees: 0, mirrored: false } : best;
}

export const alignGrids = (query: Uint8Array, candidate: Uint8Array): Alignment =>
  alignSpectra(spectrumOf(query), spectrumOf(candidate));

function overlapOf(query: GridSpectrum, candidate: GridSpectrum, correlation: number): number {
  const union = query.energy + candidate.energy - correlation;
  return union > 0 ? max(0, correlation / union) : 0;
}

/** Σ over rings of w·Q_k·conj(C_k), or w·Q_k·C_k for the mirrored candidate. */
function crossSpectrum(q: GridSpectrum, c: GridSpectrum, mirrored: boolean) {
  const re = new Float64Array(FREQS);
  const im = new Float64Array(FREQS);
  const sign = mirrored ? -1 : 1;
  for (let ring = 0; ring < RINGS; ring++) {
    const w = RING_WEIGHTS[ring]!;
    for (let k = 0; k < FREQS; k++) {
      const at = ring * FREQS + k;
      const cRe = c.re[at]!;
      const cIm = -sign * c.im[at]!;
      re[k] = re[k]! + w * (q.re[at]! * cRe - q.im[at]! * cIm);
      im[k] = im[k]! + w * (q.re[at]! * cIm + q.im[at]! * cRe);
    }
  }
  return { re, im };
}

/** Inverse DFT at a shift in sectors (fractions too), using the symmetry of real spectra. */
function correlationAt(cross: { re: Float64Array; im: Float64Array }, shift: number): number {
  const whole = Number.isInteger(shift) ? ((shift % SECTORS) + SECTORS) % SECTORS : -1;
  let sum = cross.re[0]! + cross.re[FREQS - 1]! * cos(PI * shift);
  for (let k = 1; k < FREQS - 1; k++) {
    const turn = (2 * PI * k * shift) / SECTORS;
    const cosK = whole >= 0 ? COS[k * SECTORS + whole]! : cos(turn);
    const sinK = whole >= 0 ? SIN[k * SECTORS + whole]! : sin(turn);
    sum += 2 * (cross.re[k]! * cosK - cross.im[k]! * sinK);
  }
  return sum / SECTORS;
}
