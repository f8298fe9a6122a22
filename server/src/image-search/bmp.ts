import type { RgbImage } from './raster';

/**
 * A small BMP reader: the search screens promise BMP uploads, and sharp's libvips build
 * reads no BMP. Covers what image editors write: uncompressed 1/4/8-bit palettes and 24/32-bit
 * pixels (BI_RGB, or BI_BITFIELDS with the usual masks), bottom-up or top-down.
 */
const BI_RGB = 0;
const BI_BITFIELDS = 3;
/** The same bound sharp gets (raster.ts MAX_INPUT_PIXELS), checked before allocating. */
const MAX_PIXELS = 40_000_000;

export const isBmp = (bytes: Buffer) => bytes.length > 54 && bytes[0] === 0x42 && bytes[1] === 0x4d;

export function decodeBmp(bytes: Buffer): RgbImage {
  const pixelOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40) throw new Error('unsupported BMP header');
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bitCount = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width < 1 || height < 1 || width * height > MAX_PIXELS) {
    throw new Error('BMP size out of range');
  }
  const bitfields = compression === BI_BITFIELDS && bitCount === 32;
  if (compression !== BI_RGB && !bitfields) throw new Error('compressed BMP');
  if (![1, 4, 8, 24, 32].includes(bitCount)) throw new Error(`BMP with ${bitCount} bits`);
  const stride = Math.ceil((width * bitCount) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) throw new Error('truncated BMP');
  const palette = bitCount <= 8 ? readPalette(bytes, 14 + headerSize, pixelOffset) : [];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    // Positive heights store the bottom row first.
    const row = pixelOffset + (rawHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 3;
      if (bitCount >= 24) {
        const at = row + x * (bitCount / 8);
        data[out] = bytes[at + 2]!;
        data[out + 1] = bytes[at + 1]!;
        data[out + 2] = bytes[at]!;
      } else {
        const colour = palette[paletteIndex(bytes, row, x, bitCount)] ?? [0, 0, 0];
        data.set(colour, out);
      }
    }
  }
  return { data, width, height };
}

function readPalette(bytes: Buffer, from: number, to: number): [number, number, number][] {
  const colours: [number, number, number][] = [];
  for (let at = from; at + 4 <= to; at += 4) {
    colours.push([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!]);
  }
  return colours;
}

function paletteIndex(bytes: Buffer, row: number, x: number, bitCount: number): number {
  const bit = x * bitCount;
  const byte = bytes[row + (bit >> 3)]!;
  const shift = 8 - bitCount - (bit & 7);
  return (byte >> shift) & ((1 << bitCount) - 1);
}
