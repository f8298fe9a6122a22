import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadableRecord } from '../src/register/record';

/**
 * The generated records as an import file: one JSON line each, logos as SVG files beside it
 * referred to by imagePath, the way real data arrives.
 */
export async function writeImportFile(batches: LoadableRecord[][]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-ingest-'));
  const lines: string[] = [];
  let n = 0;
  for (const batch of batches) {
    for (const { image, ...record } of batch) {
      let imagePath: string | undefined;
      if (image) {
        imagePath = `logo-${n++}.svg`;
        await writeFile(path.join(dir, imagePath), image.bytes);
      }
      lines.push(JSON.stringify(imagePath ? { ...record, imagePath } : record));
    }
  }
  const file = path.join(dir, 'marks.jsonl');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}
