import { readFileSync } from 'node:fs';
import path from 'node:path';

const DATA_DIR = path.resolve(__dirname, '../../data/similarity');

/** A data file's lines, without comments (# …) and blank lines. */
export function readDataFile(name: string): string[] {
  return readFileSync(path.join(DATA_DIR, name), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.length > 0);
}
