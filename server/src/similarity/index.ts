/**
 * The text-similarity engine of mode 4 (文字近似) and the watch runs: names normalized,
 * retrieval keys for PostgreSQL's `sim_keys && $1`, and the guideline's judgement of a pair.
 * See README.md beside this file.
 */
export { normalizeName } from './normalize';
export { markSimilarityKeys, querySimilarityKeys } from './keys';
export { compareNames } from './compare';
export { REASON, GRADE } from './reasons';
