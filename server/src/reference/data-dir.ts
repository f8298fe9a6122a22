import path from 'node:path';

/** `server/data/reference`: the reference files of the repository (see its README.md). */
export const DEFAULT_REFERENCE_DIR = path.resolve(__dirname, '../../data/reference');
