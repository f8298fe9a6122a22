import sharp from 'sharp';
import type { Queryable } from '../db/types';

/** A logo ready to embed: PNG, no larger than LOGO_BOX on either side. */
export interface Logo {
  png: Buffer;
  width: number;
  height: number;
}

/** Exports show logos small; shrinking them keeps a 200-row workbook a few MB at most. */
const LOGO_BOX = 240;

/**
 * Word, PDF and Excel cannot all embed SVG (and pdfkit no SVG at all), so every logo goes
 * through sharp to a PNG; vector logos are drawn at the box size.
 */
async function toPng(mime: string, bytes: Buffer): Promise<Logo | null> {
  try {
    const vector = mime === 'image/svg+xml';
    const { data, info } = await sharp(bytes, vector ? { density: 300 } : {})
      .resize({ width: LOGO_BOX, height: LOGO_BOX, fit: 'inside', withoutEnlargement: !vector })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    // a logo the register holds but sharp cannot read should not cost the user the export
    return null;
  }
}

/** The logos of the given trademarks by trademark id (marks without one are absent). */
export async function loadLogos(db: Queryable, markIds: number[]): Promise<Map<number, Logo>> {
  const logos = new Map<number, Logo>();
  if (markIds.length === 0) return logos;
  const res = await db.query<{ id: number; mime: string; bytes: Uint8Array }>(
    `SELECT t.id, i.mime, i.bytes FROM trademarks t
     JOIN mark_images i ON i.id = t.image_id
     WHERE t.id = ANY($1::int[])`,
    [markIds],
  );
  for (const row of res.rows) {
    const logo = await toPng(row.mime, Buffer.from(row.bytes));
    if (logo) logos.set(row.id, logo);
  }
  return logos;
}

/** Fits a logo into a square of `box` points, keeping its proportions. */
export function fitLogo(logo: Logo, box: number): { width: number; height: number } {
  const scale = box / Math.max(logo.width, logo.height);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
}
