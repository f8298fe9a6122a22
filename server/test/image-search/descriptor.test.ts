import { describeImage, type ImageDescriptor } from '../../src/image-search/descriptor';
import { alignSpectra, spectrumOf, type GridSpectrum } from '../../src/image-search/fine-match';
import { coarseShortlist, fineRanking } from '../../src/image-search/rank';
import { corpusLogos } from './corpus-logos';
import { asPng, EDITS } from './transforms';

jest.setTimeout(180_000);

/**
 * Logos whose shapes overlap this much at some rotation are one figure to a search that
 * ignores rotation and colour (the same emblem turned 12° in the same circle, the same design
 * in other colours, or with a caption one character apart); the set keeps one of each, so
 * "the original" is well defined.
 */
const TWIN_OVERLAP = 0.93;
const POOL = 300;
/** Every QUERY_STEP-th logo of the pool is edited and searched for. */
const QUERY_STEP = 6;

interface Logo {
  svg: Buffer;
  descriptor: ImageDescriptor;
  spectrum: GridSpectrum;
}

let pool: Logo[];

beforeAll(async () => {
  pool = [];
  for (const svg of corpusLogos(POOL * 4)) {
    if (pool.length === POOL) break;
    const descriptor = (await describeImage(svg))!;
    const spectrum = spectrumOf(descriptor.fine);
    if (pool.some((logo) => alignSpectra(spectrum, logo.spectrum).overlap >= TWIN_OVERLAP))
      continue;
    pool.push({ svg, descriptor, spectrum });
  }
});

/** The pool's best match for a picture, ranked as a search ranks (rank.ts). */
async function bestMatch(picture: Buffer): Promise<number> {
  const query = (await describeImage(picture))!;
  const candidates = pool.map((logo, imageId) => ({ imageId, ...logo.descriptor }));
  const shortlist = coarseShortlist(query, candidates);
  const ranked = fineRanking(
    query,
    shortlist,
    shortlist.map((id) => candidates[id]!),
  );
  return ranked[0]?.imageId ?? -1;
}

it('has a pool of distinct corpus logos', () => {
  expect(pool.length).toBe(POOL);
});

describe.each(Object.entries(EDITS))('a logo %s', (_name, edit) => {
  it(`finds its original first among ${POOL} corpus logos`, async () => {
    const misses: string[] = [];
    for (let i = 0; i < POOL; i += QUERY_STEP) {
      const found = await bestMatch(await edit(await asPng(pool[i]!.svg)));
      if (found !== i) misses.push(`${i} → ${found}`);
    }
    expect(misses).toEqual([]);
  });
});

describe('the descriptor', () => {
  it('is the same for the same picture, and null for a blank one', async () => {
    const svg = pool[0]!.svg;
    expect(await describeImage(svg)).toEqual(await describeImage(Buffer.from(svg)));
    const blank = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="#3a7"/></svg>',
    );
    expect(await describeImage(blank)).toBeNull();
  });

  it('throws on bytes that are no picture', async () => {
    await expect(describeImage(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
