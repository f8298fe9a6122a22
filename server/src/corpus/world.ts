import { AreaPicker } from './areas';
import { dayOf, type Day } from './dates';
import { FilingCalendar } from './filing-calendar';
import { GoodsPicker } from './goods-picker';
import { AgencyPool } from './holders/agencies';
import { HolderPools } from './holders/holder-pools';
import { specialMarks, type SpecialMark } from './holders/special-marks';
import { classPicker } from './nice-classes';
import type { WeightedPicker } from './random';
import type { AreaReference, GoodsReference } from './reference-types';

/** Everything fixed for a corpus before its first filing: the cast and the calendars. */
export interface World {
  seed: number;
  marks: number;
  asOf: Day;
  calendar: FilingCalendar;
  /** classes by share of filings, among those the goods reference covers */
  classes: WeightedPicker<number>;
  available: ReadonlySet<number>;
  goods: GoodsPicker;
  agencies: AgencyPool;
  pools: HolderPools;
  specials: readonly SpecialMark[];
}

export interface CorpusOptions {
  marks: number;
  seed: number;
  /** YYYY-MM-DD, "today" of the corpus */
  asOf: string;
}

export function buildWorld(
  options: CorpusOptions,
  goodsReference: GoodsReference,
  areaReference: AreaReference,
): World {
  const { marks, seed, asOf } = options;
  if (!Number.isInteger(marks) || marks < 0)
    throw new RangeError(`marks must be a whole number ≥ 0, not ${marks}`);
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, not ${seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new RangeError(`asOf must be YYYY-MM-DD, not ${asOf}`);
  const goods = new GoodsPicker(goodsReference);
  const classIds = goods.classIds();
  if (classIds.length === 0) throw new RangeError('the goods reference has no class with items');
  const classes = classPicker(classIds);
  const areas = new AreaPicker(areaReference);
  // A few hundred agencies for a full register, fewer for small corpora.
  const agencies = new AgencyPool(seed, Math.min(400, Math.max(30, Math.round(marks / 250))));
  const pools = new HolderPools({ seed, areas, classes, agencies }, marks);
  return {
    seed,
    marks,
    asOf: dayOf(asOf),
    calendar: new FilingCalendar(dayOf(asOf)),
    classes,
    available: new Set(classIds),
    goods,
    agencies,
    pools,
    specials: specialMarks({ seed, areas, goods, pools, agencies }),
  };
}
