import { Rng } from '../random';
import type { Brand } from '../names/brand';
import { FIGURE_NAME } from '../names/brand';
import { EMBLEM_PATHS } from './emblems';
import { FRAMES, ribbon, SOLID_FRAMES } from './frames';
import { paletteOf, type NamedColour } from './palette';

/** A logo drawn for a brand, and the names of the colours it shows (for a colour claim). */
export interface Logo {
  svg: string;
  colours: string[];
}

type Layout = 'device' | 'monogram' | 'caption' | 'ribbon';
const WORD_LAYOUTS: readonly Layout[] = ['device', 'monogram', 'caption', 'caption', 'ribbon'];
const NARROW_FRAMES = new Set([4, 6]);
const WHITE: NamedColour = { hex: '#ffffff', name: '白色' };

/**
 * An SVG logo, 200×200, from the brand's design seed (frame, emblem, layout, gradient) and
 * palette seed (colours), with its name's initials or the name itself as text. Text uses
 * font-family="sans-serif" so librsvg renders it without web fonts.
 */
export function drawLogo(brand: Brand): Logo {
  const rng = new Rng(brand.design);
  const frame = rng.int(FRAMES.length);
  const emblem = rng.pick(EMBLEM_PATHS);
  let layout: Layout = brand.name === FIGURE_NAME ? 'device' : rng.pick(WORD_LAYOUTS);
  // A shield or diamond is too narrow at the bottom for a caption: letter the centre instead.
  if (layout === 'caption' && NARROW_FRAMES.has(frame)) layout = 'monogram';
  const gradient = rng.chance(0.3);
  const rotation = rng.pick([0, 0, 0, -12, 12]);
  const { primary, secondary } = paletteOf(brand.palette);
  const shown = new Set<string>();
  const paint = (colour: NamedColour | 'gradient'): string => {
    if (colour === 'gradient') {
      shown.add(primary.name).add(secondary.name);
      return 'url(#g)';
    }
    shown.add(colour.name);
    return colour.hex;
  };
  const base = gradient ? 'gradient' : primary;
  const solid = SOLID_FRAMES.has(frame);
  // On a filled frame emblem and lettering are white; on a bare canvas the emblem takes the base.
  const emblemColour = solid ? WHITE : frame === 0 ? base : secondary;
  const ink = solid ? WHITE : secondary;
  const parts: string[] = [];
  if (gradient) {
    parts.push(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary.hex}"/>` +
        `<stop offset="1" stop-color="${secondary.hex}"/></linearGradient></defs>`,
    );
  }
  if (frame !== 0) parts.push(FRAMES[frame]?.(paint(base)) ?? '');
  const name = brand.name;
  if (layout === 'device')
    parts.push(emblemAt(emblem, 100, 100, 1.3, rotation, paint(emblemColour)));
  if (layout === 'monogram') parts.push(text(initials(name), 100, 124, 68, paint(ink), true));
  if (layout === 'caption') {
    parts.push(emblemAt(emblem, 100, 80, 0.9, rotation, paint(emblemColour)));
    parts.push(
      text(caption(name), 100, 158, captionSize(name, solid ? 120 : 170), paint(ink), false),
    );
  }
  if (layout === 'ribbon') {
    parts.push(emblemAt(emblem, 100, 70, 0.85, rotation, paint(emblemColour)));
    parts.push(ribbon(paint(secondary)));
    parts.push(
      text(caption(name), 100, 154, Math.min(22, captionSize(name, 140)), paint(WHITE), false),
    );
  }
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    '<rect width="200" height="200" fill="#ffffff"/>' +
    parts.join('') +
    '</svg>';
  return { svg, colours: [...shown] };
}

function emblemAt(
  path: string,
  x: number,
  y: number,
  scale: number,
  rotation: number,
  fill: string,
): string {
  const transform = `translate(${x} ${y}) scale(${scale})${rotation ? ` rotate(${rotation})` : ''}`;
  return `<path transform="${transform}" fill-rule="evenodd" fill="${fill}" d="${path}"/>`;
}

function text(
  content: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  bold: boolean,
): string {
  const weight = bold ? ' font-weight="bold"' : '';
  return (
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}"${weight} ` +
    `text-anchor="middle" fill="${fill}">${escapeXml(content)}</text>`
  );
}

/** The first letters of a Latin name's words (LU for "Lumora", BO for "BLUE OCEAN") or its first character. */
function initials(name: string): string {
  const latin = name.match(/[A-Za-z]+/g);
  if (latin && !/[\u4e00-\u9fff]/.test(name)) {
    return latin.length > 1
      ? latin
          .map((w) => w[0])
          .join('')
          .slice(0, 3)
          .toUpperCase()
      : name.slice(0, 2).toUpperCase();
  }
  return [...name][0] ?? name;
}

/** The name as a caption, shortened when it would not fit the canvas. */
function caption(name: string): string {
  const chars = [...name];
  return chars.length > 12 ? chars.slice(0, 12).join('') : name;
}

/** A font size at which the name fits `room` pixels (CJK glyphs are square, Latin ~0.62 em). */
function captionSize(name: string, room: number): number {
  const width = [...name].reduce((sum, c) => sum + (/[\u4e00-\u9fff]/.test(c) ? 1 : 0.62), 0);
  return Math.max(12, Math.min(36, Math.floor(room / Math.max(width, 1))));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
