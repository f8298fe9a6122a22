import { createHash } from 'node:crypto';
import { corpusOf } from '../corpus/corpus-helpers';

/** The distinct logos of a generated corpus, as the register stores them (SVG). */
export function corpusLogos(count: number, seed = 20240501): Buffer[] {
  const corpus = corpusOf({ marks: count * 6, seed, asOf: '2026-05-01' });
  const logos = new Map<string, Buffer>();
  for (const batch of corpus.batches(1000)) {
    for (const record of batch) {
      if (!record.image) continue;
      const hash = createHash('sha256').update(record.image.bytes).digest('hex');
      if (!logos.has(hash)) logos.set(hash, record.image.bytes);
      if (logos.size === count) return [...logos.values()];
    }
  }
  return [...logos.values()];
}
