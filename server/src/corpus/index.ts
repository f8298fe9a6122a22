/**
 * The corpus generator: a deterministic register of plausible Chinese trademarks for
 * development, tests and demos. Same (seed, marks, asOf) → byte-identical records.
 */
export { generateCorpus, type Corpus, type CorpusOptions } from './corpus-generator';
export { areaReferenceFromVant } from './areas';
export type { AreaReference, GoodsReference } from './reference-types';
export { readGoodsReference } from './goods-reference';
