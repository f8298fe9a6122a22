import type { Day } from '../dates';
import type { Rng } from '../random';
import { CODES_BY_TYPE, type GeneratedMarkType } from './era';
import { examine } from './examination';
import { PlanBuilder, type MarkPlan } from './mark-plan';
import { liveRegistered } from './registered-life';

/**
 * The history of one mark (one class of a filing) up to asOf. Draws only from `rng`, so the
 * first pass (counting notices for the gazette's page layout) and the second (rendering the
 * records) plan exactly the same history.
 */
export function planMark(
  rng: Rng,
  asOf: Day,
  appDay: Day,
  decisionDay: Day,
  markType: GeneratedMarkType,
): MarkPlan {
  const b = new PlanBuilder(asOf);
  const codes = CODES_BY_TYPE[markType];
  const outcome = examine(b, rng, appDay, decisionDay, codes);
  if ('status' in outcome) return b.finish(outcome.status);
  return b.finish(liveRegistered(b, rng, outcome.registeredOn, codes));
}
