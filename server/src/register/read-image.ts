import { readFile, stat } from 'node:fs/promises';
import type { ImageMime } from './record';
import { svgToPng } from './svg-to-png';

/** Larger than any real gazette picture; keeps one bad path from filling the database. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The type from the file's first bytes, not its name: a renamed file is still caught. */
export function sniffImageType(head: Buffer): ImageMime | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const text = head.subarray(0, 512).toString('utf8').trimStart();
  if ((text.startsWith('<?xml') || text.startsWith('<svg')) && text.includes('<svg'))
    return 'image/svg+xml';
  return null;
}

/**
 * Reads an image for a mark, or explains in Chinese why it cannot be used. An SVG comes
 * back as a PNG (svg-to-png.ts): an SVG file from outside may carry script.
 */
export async function readImage(
  file: string,
): Promise<{ mime: ImageMime; bytes: Buffer } | { error: string }> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    return { error: `图片文件不存在: ${file}` };
  }
  if (size > MAX_IMAGE_BYTES) return { error: `图片超过10MB: ${file}` };
  const bytes = await readFile(file);
  const mime = sniffImageType(bytes);
  if (!mime) return { error: `图片应为 PNG、JPEG 或 SVG: ${file}` };
  if (mime !== 'image/svg+xml') return { mime, bytes };
  try {
    return { mime: 'image/png', bytes: await svgToPng(bytes) };
  } catch {
    return { error: `SVG 图片无法读取: ${file}` };
  }
}
