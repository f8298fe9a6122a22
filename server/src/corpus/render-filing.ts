import type { LoadableRecord, Notice } from '../register/record';
import type { ApplicationNumbers } from './application-numbers';
import { addYears, dayOf, isoOf, yearOf, type Day } from './dates';
import type { FilingPlan } from './filing-plan';
import { RENDER_STREAM } from './filing-plan';
import { issueDay } from './gazette';
import { drawLogo } from './logo/svg-logo';
import type { Brand } from './names/brand';
import type { NameBook } from './names/name-book';
import { noticeTypeAt } from './notice-types';
import { mixSeed, Rng } from './random';
import type { World } from './world';

/** What rendering carries from one filing to the next; fresh for every pass over the corpus. */
export interface RenderState {
  names: NameBook;
  numbers: ApplicationNumbers;
  /** the page of the next notice of a type in an issue */
  page: (issue: number, typePosition: number) => number;
}

/** China joined the Madrid system on 1989-10-04; no international registration predates it. */
const MADRID_ACCESSION = dayOf('1989-10-04');

/** The records of one planned filing, one per class, sharing name, holder and logo. */
export function renderFiling(
  world: World,
  state: RenderState,
  filing: FilingPlan,
): LoadableRecord[] {
  const rng = new Rng(mixSeed(world.seed, RENDER_STREAM, filing.index));
  const { holder, special, appDay } = filing;
  const brand: Brand = special
    ? {
        name: special.name,
        script: 'cn',
        figurative: rng.chance(0.4),
        design: rng.int(0x7fffffff),
        palette: rng.int(0x7fffffff),
      }
    : state.names.choose(rng, holder.id, yearOf(appDay));
  const logo = brand.figurative ? drawLogo(brand) : null;
  // One Buffer for all classes: the same holder's same mark carries the identical image.
  const image = logo
    ? { mime: 'image/svg+xml' as const, bytes: Buffer.from(logo.svg, 'utf8') }
    : null;
  const colour = logo && rng.chance(0.2) ? `指定颜色：${logo.colours.join('、')}` : null;
  const codes = state.numbers.next(rng, appDay, filing.classes.length);
  const agency = rng.chance(holder.agencyShare)
    ? rng.chance(0.85)
      ? holder.agency
      : world.agencies.pick(rng)
    : null;
  const coOwners = rng.chance(0.03) ? [world.pools.coOwner(rng, holder)] : [];
  if (coOwners.length > 0 && rng.chance(0.2)) coOwners.push(world.pools.coOwner(rng, holder));
  const shareHolders = [...new Set(coOwners)].filter((name) => name !== holder.nameCn);
  const international =
    holder.kind === 'foreign' && rng.chance(0.4) ? madridDate(rng, appDay) : null;
  const priorityChance = holder.kind === 'foreign' ? 0.3 : 0.01;
  const priority = rng.chance(priorityChance) ? isoOf(appDay - rng.between(1, 180)) : null;
  return filing.classes.map((classId, i) => {
    const plan = filing.marks[i];
    if (!plan) throw new Error(`filing ${filing.index} has no plan for class ${classId}`);
    const notices: Notice[] = plan.notices.map(({ typePosition, issue }) => {
      const type = noticeTypeAt(typePosition);
      return {
        code: type.code,
        issue,
        page: state.page(issue, typePosition),
        name: type.name,
        date: isoOf(issueDay(issue)),
      };
    });
    return {
      TM_NAME: brand.name,
      TM_CODE: codes[i] ?? '',
      TM_NCL: classId,
      TM_STATUS: plan.status,
      TM_TYPE: filing.markType,
      TM_APP_DATE: isoOf(appDay),
      TM_FIRST_DATE: plan.firstIssue === null ? null : isoOf(issueDay(plan.firstIssue)),
      TM_FIRST_ISSUE: plan.firstIssue,
      TM_REG_DATE: plan.regDay === null ? null : isoOf(plan.regDay),
      TM_REG_ISSUE: plan.regIssue,
      TM_INC_DATE: international,
      TM_LAST_DATE: priority,
      TM_DEADLINE_START: plan.deadlineStart === null ? null : isoOf(plan.deadlineStart),
      TM_DEADLINE_END: plan.deadlineEnd === null ? null : isoOf(plan.deadlineEnd),
      TM_HOLDER_CN: holder.nameCn,
      TM_HOLDER_EN: holder.nameEn,
      TM_ADDR_CN: holder.addrCn,
      TM_ADDR_EN: holder.addrEn,
      TM_AREA_CODE: holder.areaCode,
      TM_CITY_CODE: holder.cityCode,
      TM_SHARE_HOLDERS: shareHolders,
      TM_PROXY: agency,
      TM_GOODSLS_CN: world.goods.pick(rng, classId, plan.deletedGoods, special?.keyword ?? null),
      TM_PROCESS: plan.steps.map(({ day, step }) => ({ date: isoOf(day), step })),
      TMNOTICELS_CN: notices,
      TM_COLOR: colour,
      image,
    };
  });
}

/** A Madrid designation's international registration date: the same day or up to four years earlier. */
function madridDate(rng: Rng, appDay: Day): string {
  const earliest = Math.max(MADRID_ACCESSION, addYears(appDay, -4));
  if (appDay <= earliest || rng.chance(0.5)) return isoOf(appDay);
  return isoOf(earliest + rng.int(appDay - earliest));
}
