import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Noto Sans Hans from @embedpdf/fonts-sc: PDF's standard fonts have no Chinese. The package
 * exports only its index, so the fonts folder is found next to it; resolving the package
 * (not a path from the working directory) works wherever the server is started.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<PdfFonts> | null = null;

/** The two fonts, read once (8 MB each); pdfkit embeds only the glyphs a document uses. */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([
    readFile(path.join(FONT_DIR, 'NotoSansHans-Regular.otf')),
    readFile(path.join(FONT_DIR, 'NotoSansHans-Bold.otf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // a failed read is retried next time rather than remembered
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
