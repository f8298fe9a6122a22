import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/** A reference file that cannot be read as its format says; the message names the file. */
export class ReferenceFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`reference data file ${file} is malformed: ${reason}`);
    this.name = 'ReferenceFileError';
  }
}

/** At most this many zod issues in the message: enough to fix the file, short enough to read. */
const ISSUES_SHOWN = 3;

function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, ISSUES_SHOWN).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** Parses and validates bytes already read (the checksum was taken over the same bytes). */
export function parseReferenceJson<S extends z.ZodType>(
  file: string,
  bytes: Buffer,
  schema: S,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new ReferenceFileError(file, `not JSON (${(err as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ReferenceFileError(file, describeIssues(result.error));
  return result.data;
}

/** The file's bytes, or null when it does not exist (a dataset still being written). */
export async function readOptionalFile(dir: string, file: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dir, file));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
