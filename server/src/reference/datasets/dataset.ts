import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { ReferenceFileError } from '../reference-file';

/**
 * Bumped when the loader's mapping from files to rows changes (a new column, a different
 * short-name rule), so every database reloads although the files did not change.
 */
export const LOADER_REVISION = 'reference-loader-1';

/** Writes a dataset's rows inside the loader's transaction; returns rows inserted or changed. */
export type ApplyDataset = (tx: Queryable) => Promise<number>;

/** One dataset's input as found on disk: its checksum, and how to load it if that changed. */
export interface DatasetInput {
  checksum: string;
  /** Parses and validates the input; called only when the checksum differs from the stored one. */
  prepare(): ApplyDataset;
}

export interface ReferenceDataset {
  /** The `reference_versions.dataset` key. */
  name: string;
  /** Null when the input does not exist (yet): the dataset is left as it is. */
  read(dir: string): Promise<DatasetInput | null>;
}

/** SHA-256 over the loader revision and each part, length-prefixed so parts cannot run together. */
export function checksumOf(parts: Array<string | Buffer>): string {
  const hash = createHash('sha256').update(LOADER_REVISION);
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`\n${bytes.length}\n`).update(bytes);
  }
  return hash.digest('hex');
}

/** Refuses a file that lists one key twice (it would fail the primary key half-way). */
export function assertUnique(
  file: string,
  what: string,
  keys: Iterable<string>,
  seen = new Set<string>(),
) {
  for (const key of keys) {
    if (seen.has(key)) throw new ReferenceFileError(file, `${what} ${key} appears twice`);
    seen.add(key);
  }
  return seen;
}
