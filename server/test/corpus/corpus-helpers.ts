import { createHash } from 'node:crypto';
import {
  areaReferenceFromVant,
  generateCorpus,
  type Corpus,
  type CorpusOptions,
} from '../../src/corpus';
import type { LoadableRecord } from '../../src/register/record';
import { GOODS_FIXTURE } from './goods-fixture';

/** The options most corpus tests share: a small register as of a fixed "today". */
export const OPTIONS: CorpusOptions = { marks: 3000, seed: 20240501, asOf: '2026-05-01' };

const areas = areaReferenceFromVant();

export function corpusOf(options: CorpusOptions = OPTIONS): Corpus {
  return generateCorpus(options, GOODS_FIXTURE, areas);
}

/** Every record of a corpus, batch by batch. */
export function allRecords(corpus: Corpus, batchSize = 1000): LoadableRecord[] {
  const records: LoadableRecord[] = [];
  for (const batch of corpus.batches(batchSize)) records.push(...batch);
  return records;
}

/** SHA-256 of the records as JSON, logos as base64, in order. */
export function hashOf(records: readonly LoadableRecord[]): string {
  const hash = createHash('sha256');
  for (const record of records) {
    hash.update(
      JSON.stringify({
        ...record,
        image: record.image ? record.image.bytes.toString('base64') : null,
      }),
    );
    hash.update('\n');
  }
  return hash.digest('hex');
}
