import { allRecords, corpusOf, hashOf, OPTIONS } from './corpus-helpers';

describe('corpus generator determinism', () => {
  const reference = hashOf(allRecords(corpusOf()));

  it('gives byte-identical records for the same seed, marks and asOf', () => {
    expect(hashOf(allRecords(corpusOf()))).toBe(reference);
  });

  it('gives another register for another seed', () => {
    expect(hashOf(allRecords(corpusOf({ ...OPTIONS, seed: OPTIONS.seed + 1 })))).not.toBe(
      reference,
    );
  });

  it('does not depend on the batch size', () => {
    const corpus = corpusOf();
    expect(hashOf(allRecords(corpus, 7))).toBe(reference);
    expect(hashOf(allRecords(corpus, OPTIONS.marks + 1))).toBe(reference);
  });

  it('restarts from the first record on every batches() call', () => {
    const corpus = corpusOf();
    const first = corpus.batches(10).next().value;
    const again = corpus.batches(10).next().value;
    expect(again).toEqual(first);
    expect(allRecords(corpus)).toHaveLength(OPTIONS.marks);
  });

  it('yields full batches and a shorter last one', () => {
    const sizes = [...corpusOf({ ...OPTIONS, marks: 250 }).batches(100)].map((b) => b.length);
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('rejects bad options', () => {
    expect(() => corpusOf({ ...OPTIONS, asOf: '2026/05/01' })).toThrow(RangeError);
    expect(() => corpusOf({ ...OPTIONS, marks: -1 })).toThrow(RangeError);
    expect(() => corpusOf().batches(0)).toThrow(RangeError);
  });
});
