import { addMonths, yearOf, type Day } from './dates';
import type { Holder } from './holders/holder';
import type { SpecialMark } from './holders/special-marks';
import { classProfile } from './nice-classes';
import { mixSeed, Rng } from './random';
import { examinationMonths, type GeneratedMarkType } from './timeline/era';
import type { MarkPlan } from './timeline/mark-plan';
import { planMark } from './timeline/plan-mark';
import type { World } from './world';

/** One application: a holder files one name on one day in one or more classes. */
export interface FilingPlan {
  index: number;
  holder: Holder;
  markType: GeneratedMarkType;
  special: SpecialMark | null;
  appDay: Day;
  classes: number[];
  /** one history per class, in the order of `classes` */
  marks: MarkPlan[];
}

/** Random streams: planning and rendering draw apart so either can run without the other. */
export const PLAN_STREAM = 0x91a7;
export const RENDER_STREAM = 0x3e4d;

/** Collective and certification marks are rare: a few per thousand filings. */
const SPECIAL_SHARE = 0.004;

/** Filing i of the corpus, at most `room` classes (the corpus stops at exactly `marks`). */
export function planFiling(world: World, index: number, room: number): FilingPlan {
  const rng = new Rng(mixSeed(world.seed, PLAN_STREAM, index));
  const special =
    world.specials.length > 0 && rng.chance(SPECIAL_SHARE) ? rng.pick(world.specials) : null;
  const roll = rng.next();
  const holder =
    special?.holder ??
    world.pools.pick(rng, roll < 0.19 ? 'individual' : roll < 0.24 ? 'foreign' : 'company');
  const window = Math.max(0, Math.min(1, holder.activeTo) - holder.activeFrom);
  const appDay = world.calendar.dayAt(
    Math.min(0.999999, holder.activeFrom + rng.next() * window),
    rng,
  );
  const classes = (special ? [...special.classes] : pickClasses(rng, world, holder)).slice(
    0,
    Math.max(1, room),
  );
  const markType = special?.type ?? '普通商标';
  const [fastest, slowest] = examinationMonths(yearOf(appDay));
  // One examiner decision for the whole filing, so its classes are usually announced together.
  const decisionDay = addMonths(appDay, rng.between(fastest, slowest)) + rng.int(28);
  const marks = classes.map(() => planMark(rng, world.asOf, appDay, decisionDay, markType));
  return { index, holder, markType, special, appDay, classes, marks };
}

/**
 * The classes of one filing: mostly the holder's own class, sometimes its related classes
 * too (a snack maker files 29, 30 and 35), and for a few big brands dozens of classes at once.
 */
function pickClasses(rng: Rng, world: World, holder: Holder): number[] {
  let count = 1;
  if (rng.chance(holder.breadth)) {
    const r = rng.next();
    count = r < 0.8 ? rng.between(2, 3) : r < 0.98 ? rng.between(4, 10) : rng.between(11, 45);
  }
  count = Math.min(count, world.available.size);
  const related = classProfile(holder.primaryClass).related.filter((c) => world.available.has(c));
  const chosen: number[] = [];
  const add = (id: number) => {
    if (!chosen.includes(id)) chosen.push(id);
  };
  const first =
    rng.chance(0.8) && world.available.has(holder.primaryClass) ? holder.primaryClass : null;
  add(
    first ?? (related.length > 0 && rng.chance(0.5) ? rng.pick(related) : world.classes.pick(rng)),
  );
  while (chosen.length < count) {
    const fromRelated = related.length > 0 && count <= 10 && rng.chance(0.7);
    add(fromRelated ? rng.pick(related) : world.classes.pick(rng));
  }
  return chosen;
}

/** The filings of a corpus in order, until exactly `marks` marks are planned. */
export function* planFilings(world: World): Generator<FilingPlan> {
  let planned = 0;
  for (let index = 0; planned < world.marks; index++) {
    const filing = planFiling(world, index, world.marks - planned);
    planned += filing.classes.length;
    yield filing;
  }
}
