import { colourDistance, type ImageDescriptor } from './descriptor';
import { alignSpectra, spectrumOf, type Alignment } from './fine-match';
import { MIN_IMAGE_SCORE, scoreOf } from './match-reasons';

/**
 * The two ranking stages of a search, on descriptors in memory: by the coarse vectors (all
 * candidates the index returned), then the best RERANKED by their polar grids at every
 * rotation and mirror sense. find-similar.ts feeds them from the database.
 */

/** Candidates compared at every rotation and mirror sense. */
export const RERANKED = 200;
/**
 * How much a colour difference (0–1) counts against a candidate in the coarse stage: only
 * enough to order figures of (nearly) the same shape, so that of many recoloured twins the
 * ones in the query's colours reach the second stage.
 */
const COARSE_COLOUR_PENALTY = 15_000;

export interface CoarseCandidate {
  imageId: number;
  coarse: Uint8Array;
  colours: Uint8Array;
}

export interface FineCandidate {
  imageId: number;
  fine: Uint8Array;
  colours: Uint8Array;
}

export interface RankedImage {
  imageId: number;
  alignment: Alignment;
  /** 0–100 (match-reasons.ts) */
  score: number;
}

/** The RERANKED candidates nearest by coarse vector (colour breaking near-ties), nearest first. */
export function coarseShortlist(
  query: ImageDescriptor,
  candidates: readonly CoarseCandidate[],
  keep = RERANKED,
): number[] {
  const ranked = candidates.map((c) => ({
    imageId: c.imageId,
    distance:
      squaredDistance(query.coarse, c.coarse) +
      COARSE_COLOUR_PENALTY * colourDistance(query.colours, c.colours),
  }));
  ranked.sort((a, b) => a.distance - b.distance || a.imageId - b.imageId);
  return ranked.slice(0, keep).map((c) => c.imageId);
}

/**
 * Candidates ordered by score (overlap at their best alignment), without those too unlike the
 * query to list. Equal scores go by colour, then by exact overlap: of twins in other colours
 * the logo as uploaded comes first, and the order never contradicts the scores shown.
 */
export function fineRanking(
  query: ImageDescriptor,
  shortlist: readonly number[],
  candidates: readonly FineCandidate[],
): RankedImage[] {
  const querySpectrum = spectrumOf(query.fine);
  const order = new Map(shortlist.map((id, i) => [id, i]));
  const ranked = candidates.map((c) => {
    const alignment = alignSpectra(querySpectrum, spectrumOf(c.fine));
    return {
      imageId: c.imageId,
      alignment,
      score: scoreOf(alignment),
      colour: colourDistance(query.colours, c.colours),
      order: order.get(c.imageId) ?? shortlist.length,
    };
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.colour - b.colour ||
      b.alignment.overlap - a.alignment.overlap ||
      a.order - b.order,
  );
  return ranked
    .filter((r) => r.score >= MIN_IMAGE_SCORE)
    .map(({ imageId, alignment, score }) => ({ imageId, alignment, score }));
}

function squaredDistance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const diff = a[i]! - b[i]!;
    sum += diff * diff;
  }
  return sum;
}
