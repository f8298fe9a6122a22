import type { LoadableRecord } from '../register/record';
import { issueDate } from '../register/gazette-calendar';
import { ApplicationNumbers } from './application-numbers';
import { planFilings } from './filing-plan';
import { NoticeTally, type PageLayout } from './gazette-pages';
import { NameBook } from './names/name-book';
import type { AreaReference, GoodsReference } from './reference-types';
import { renderFiling } from './render-filing';
import { buildWorld, type CorpusOptions, type World } from './world';

export type { CorpusOptions };

export interface Corpus {
  /** every gazette issue a generated notice refers to, oldest first */
  issues: { issueNo: number; date: string }[];
  /** the records in order, in batches of `size`; a fresh call restarts from the first record */
  batches(size: number): Generator<LoadableRecord[]>;
}

/**
 * Two passes over the same filings. The first plans every history (cheap: dates and notice
 * issues only) to count the notices per issue and type, which fixes the gazette's page layout
 * and the list of issues. The second, lazily per batch, plans again and renders the records
 * (names, holders, goods, logos) and numbers each notice's page in record order.
 */
export function generateCorpus(
  options: CorpusOptions,
  goods: GoodsReference,
  areas: AreaReference,
): Corpus {
  const world = buildWorld(options, goods, areas);
  const tally = new NoticeTally();
  for (const filing of planFilings(world)) {
    for (const mark of filing.marks)
      for (const notice of mark.notices) tally.add(notice.issue, notice.typePosition);
  }
  const layout = tally.layout();
  return {
    issues: tally.issues().map((issueNo) => ({ issueNo, date: issueDate(issueNo) })),
    batches: (size) => {
      // Checked on the call, not on the first next(), so a bad size fails where it is passed.
      if (!Number.isInteger(size) || size < 1) {
        throw new RangeError(`batch size must be ≥ 1, not ${size}`);
      }
      return recordBatches(world, layout, size);
    },
  };
}

function* recordBatches(
  world: World,
  layout: PageLayout,
  size: number,
): Generator<LoadableRecord[]> {
  const state = {
    names: new NameBook(),
    numbers: new ApplicationNumbers(),
    page: layout.assigner(),
  };
  let batch: LoadableRecord[] = [];
  for (const filing of planFilings(world)) {
    for (const record of renderFiling(world, state, filing)) {
      batch.push(record);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}
