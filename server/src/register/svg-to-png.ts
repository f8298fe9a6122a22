import sharp from 'sharp';

/** Longest side of an imported SVG logo once drawn: more than any page or export shows. */
export const SVG_LOGO_SIZE = 512;

/** librsvg draws SVG at 72 dpi by default; the density is scaled from there. */
const BASE_DENSITY = 72;
/** Keeps a tiny or huge declared size from asking for an absurd density. */
const MIN_DENSITY = 1;
const MAX_DENSITY = 72 * 64;

/**
 * An imported SVG logo drawn once to a PNG (transparent background kept, longest side
 * SVG_LOGO_SIZE). Rasterising rather than sanitising: nothing of the SVG survives but its
 * pixels, so scripts, event attributes, <foreignObject>, external references and whatever
 * trick a sanitiser's allow-list has not heard of yet are gone for good; sharp (librsvg) is
 * already a dependency and does not fetch external resources for a document given as bytes;
 * and nothing needs the vector form (the image search and the exports rasterise logos
 * anyway). Throws when the bytes are not an SVG librsvg can draw.
 */
export async function svgToPng(svg: Buffer): Promise<Buffer> {
  const meta = await sharp(svg, { limitInputPixels: false }).metadata();
  if (meta.format !== 'svg') throw new Error('not an SVG');
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0) || SVG_LOGO_SIZE;
  const density = Math.min(
    MAX_DENSITY,
    Math.max(MIN_DENSITY, (BASE_DENSITY * SVG_LOGO_SIZE) / longest),
  );
  return sharp(svg, { density })
    .resize(SVG_LOGO_SIZE, SVG_LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
