import sharp from 'sharp';
import { decodeBmp, isBmp } from './bmp';

/** RGB pixels, 3 bytes each, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Longest side the descriptor works at. Logos are simple shapes: more pixels only cost
 * time (SVG rendering and sampling grow with the area) without changing the polar grid.
 */
export const RASTER_SIZE = 128;

/** A 5 MB upload may still unpack into a huge bitmap; refuse those before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Any picture sharp reads (PNG, JPEG, WebP, GIF, TIFF, AVIF, SVG) or a BMP, as RGB at most
 * RASTER_SIZE on its longest side. Transparency is laid on white, the usual page colour
 * of a logo. Throws when the bytes are not a picture.
 */
export async function rasterise(image: Buffer, size = RASTER_SIZE): Promise<RgbImage> {
  const input = isBmp(image) ? decodeBmp(image) : null;
  const pipeline = input
    ? sharp(Buffer.from(input.data), {
        raw: { width: input.width, height: input.height, channels: 3 },
      })
    : sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const { data, info } = await pipeline
    // EXIF orientation first: a phone photo shows upright in the browser, so index it upright.
    .autoOrient()
    .resize(size, size, { fit: 'inside', kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toRgb(data, info.width, info.height, info.channels);
}

/** sharp keeps one channel for grey pictures; the descriptor always reads three. */
function toRgb(data: Buffer, width: number, height: number, channels: number): RgbImage {
  if (channels === 3) return { data: new Uint8Array(data), width, height };
  const rgb = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const v = data[p * channels]!;
    rgb[p * 3] = v;
    rgb[p * 3 + 1] = v;
    rgb[p * 3 + 2] = v;
  }
  return { data: rgb, width, height };
}
