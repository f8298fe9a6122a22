import type { RgbImage } from './raster';

// Math's functions as module constants: the loops then look up no global, which is slow
// inside vm contexts (jest runs the tests in one).
const { abs, max, min, floor } = Math;

/** How much a pixel must differ from the background to count, fully at FULL. */
const START = 32;
const FULL = 96;

/** A map of how much each pixel belongs to the figure, 0 (background) to 1. */
export interface ForegroundMap {
  values: Float32Array;
  width: number;
  height: number;
  /** mean colour of the figure and the background colour, RGB each */
  colours: Uint8Array;
}

/**
 * The figure as what differs from the background colour, which is read from the picture's
 * edge. So a logo keeps its map whatever its colours: recoloured, inverted (light on dark)
 * or grey. The ramp between START and FULL keeps noise and JPEG ringing out of the map and
 * anti-aliased edges partly in.
 */
export function foregroundOf(image: RgbImage): ForegroundMap {
  const { data, width, height } = image;
  const background = borderColour(image);
  const values = new Float32Array(width * height);
  const figure = [0, 0, 0];
  let mass = 0;
  for (let p = 0; p < width * height; p++) {
    const at = p * 3;
    const diff = max(
      abs(data[at]! - background[0]),
      abs(data[at + 1]! - background[1]),
      abs(data[at + 2]! - background[2]),
    );
    const value = diff <= START ? 0 : diff >= FULL ? 1 : (diff - START) / (FULL - START);
    values[p] = value;
    if (value === 0) continue;
    mass += value;
    for (let c = 0; c < 3; c++) figure[c] = figure[c]! + value * data[at + c]!;
  }
  const colours = new Uint8Array([...figure.map((sum) => (mass ? sum / mass : 0)), ...background]);
  return { values, width, height, colours };
}

/**
 * The median colour of the outermost two pixels all round: a frame that touches the edge
 * in places (a crop, a starburst's tips) does not move the median.
 */
export function borderColour(image: RgbImage): [number, number, number] {
  const { data, width, height } = image;
  const channels: number[][] = [[], [], []];
  const band = min(2, floor(min(width, height) / 2)) || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const edge = x < band || y < band || x >= width - band || y >= height - band;
      if (!edge) continue;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) channels[c]!.push(data[at + c]!);
    }
  }
  return channels.map(median) as [number, number, number];
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 255;
}
