import sharp from 'sharp';
import { decodeBmp, isBmp } from '../../src/image-search/bmp';
import { describeImage } from '../../src/image-search/descriptor';
import { alignGrids } from '../../src/image-search/fine-match';
import { reasonsOf, scoreOf } from '../../src/image-search/match-reasons';
import { RINGS, SECTORS } from '../../src/image-search/polar-grid';
import { rasterise } from '../../src/image-search/raster';
import { toBmp } from './bmp-file';
import { corpusLogos } from './corpus-logos';

describe('aligning polar grids', () => {
  const grid = new Uint8Array(RINGS * SECTORS).map((_, i) => (i * 37) % 251);
  const turned = (by: number) =>
    grid.map(
      (_, i) =>
        grid[Math.floor(i / SECTORS) * SECTORS + (((i % SECTORS) - by + SECTORS) % SECTORS)]!,
    );

  it('finds the turn between a grid and its shifted copy', () => {
    const alignment = alignGrids(turned(5), grid);
    expect(alignment.overlap).toBeCloseTo(1, 6);
    expect(alignment).toMatchObject({ degrees: (5 * 360) / SECTORS, mirrored: false });
    expect(reasonsOf(alignment)).toEqual(['图形近似（旋转/镜像）']);
  });

  it('finds a mirror image', () => {
    const mirrored = grid.map((_, i) => {
      const ring = Math.floor(i / SECTORS);
      return grid[ring * SECTORS + ((SECTORS - (i % SECTORS)) % SECTORS)]!;
    });
    expect(alignGrids(mirrored, grid)).toMatchObject({ mirrored: true });
    expect(alignGrids(mirrored, grid).overlap).toBeCloseTo(1, 6);
  });

  it('calls an unturned identical figure the same, with score 100', () => {
    const alignment = alignGrids(grid, grid);
    expect(alignment).toMatchObject({ degrees: 0, mirrored: false });
    expect(scoreOf(alignment)).toBe(100);
    expect(reasonsOf(alignment)).toEqual(['图形相同']);
  });

  it('scores unlike figures low', () => {
    const ring = new Uint8Array(RINGS * SECTORS).map((_, i) =>
      Math.floor(i / SECTORS) === 2 ? 255 : 0,
    );
    const disc = new Uint8Array(RINGS * SECTORS).map((_, i) =>
      Math.floor(i / SECTORS) > 8 ? 255 : 0,
    );
    expect(scoreOf(alignGrids(ring, disc))).toBe(0);
  });
});

describe('reading pictures', () => {
  it('reads a 24-bit BMP to the same pixels as the PNG it was made from', async () => {
    const png = await sharp(corpusLogos(1)[0]!).resize(61, 47).png().toBuffer();
    const bmp = await toBmp(png);
    expect(isBmp(bmp)).toBe(true);
    const decoded = decodeBmp(bmp);
    const raw = await sharp(png).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
    expect(decoded).toMatchObject({ width: 61, height: 47 });
    expect(Buffer.from(decoded.data).equals(raw)).toBe(true);
    expect(await describeImage(bmp)).toEqual(await describeImage(png));
  });

  it('refuses a truncated BMP', async () => {
    const bmp = await toBmp(await sharp(corpusLogos(1)[0]!).png().toBuffer());
    expect(() => decodeBmp(bmp.subarray(0, 500))).toThrow('truncated BMP');
  });

  it('keeps the aspect and lays transparency on white', async () => {
    const transparent = await sharp({
      create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await rasterise(transparent);
    expect(image).toMatchObject({ width: 128, height: 64 });
    expect(new Set(image.data)).toEqual(new Set([255]));
  });
});
