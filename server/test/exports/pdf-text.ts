import { execFile } from 'node:child_process';

/**
 * The text of a PDF, extracted by pdf-parse in a child Node process: pdf.js starts its worker
 * with a dynamic import(), which Jest's module sandbox cannot run (see ../esm-shims.ts), while
 * plain Node can.
 */
const EXTRACT = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const { text } = await parser.getText();
  await parser.destroy();
  process.stdout.write(text);
});`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', EXTRACT, require.resolve('pdf-parse')],
      { maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
