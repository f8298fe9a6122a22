import type { GoodsItem } from '../register/record';
import { type Rng, WeightedPicker } from './random';
import type { GoodsReference } from './reference-types';

type Group = GoodsReference['classes'][number]['groups'][number];

const GROUP_COUNTS = new WeightedPicker([1, 2, 3], [60, 28, 12]);

/** Picks a mark's goods from the real similar groups (类似群) of its class. */
export class GoodsPicker {
  private readonly groupsByClass = new Map<number, Group[]>();

  constructor(reference: GoodsReference) {
    for (const niceClass of reference.classes) {
      const groups = niceClass.groups.filter((g) => g.items.length > 0 && /^\d{4}$/.test(g.code));
      if (groups.length > 0) this.groupsByClass.set(niceClass.id, groups);
    }
  }

  /** Classes that have at least one group with items: the only classes marks can be filed in. */
  classIds(): number[] {
    return [...this.groupsByClass.keys()].sort((a, b) => a - b);
  }

  /**
   * One to ten items from one to three groups (ten is the most common: the official fee
   * covers ten items per class). With a keyword (茶 for 西湖龙井) groups and items naming it
   * come first. `deleted` strikes one or two items, as a TMSJ notice does.
   */
  pick(rng: Rng, classId: number, deleted: boolean, keyword: string | null = null): GoodsItem[] {
    const groups = this.groupsByClass.get(classId);
    if (!groups) throw new RangeError(`the goods reference has no items in class ${classId}`);
    const matching = keyword
      ? groups.filter((g) => g.items.some((i) => i.name.includes(keyword)))
      : [];
    const pool = matching.length > 0 ? matching : groups;
    const chosen = sample(rng, pool, Math.min(pool.length, GROUP_COUNTS.pick(rng)));
    const wanted = rng.chance(0.45) ? 10 : rng.between(1, 9);
    const candidates = chosen.map((group) => {
      const preferred = keyword ? group.items.filter((i) => i.name.includes(keyword)) : [];
      const others = keyword ? group.items.filter((i) => !preferred.includes(i)) : group.items;
      // No group gives more than `wanted` items, so shuffling that many is enough.
      const picked = [...preferred, ...sample(rng, others, wanted)].slice(0, wanted);
      return picked.map((item) => ({ similarcode: group.code, goods: item.name }));
    });
    const items: { similarcode: string; goods: string }[] = [];
    // Round robin so every chosen group contributes before any gives a second item.
    for (let round = 0; items.length < wanted; round++) {
      const before = items.length;
      for (const list of candidates) {
        const item = list[round];
        if (item && items.length < wanted) items.push(item);
      }
      if (items.length === before) break;
    }
    items.sort((a, b) => a.similarcode.localeCompare(b.similarcode));
    const struck = deleted && items.length >= 2 ? rng.between(1, Math.min(2, items.length - 1)) : 0;
    const struckAt = new Set(
      sample(
        rng,
        items.map((_, i) => i),
        struck,
      ),
    );
    return items.map((item, i) => ({ ...item, nid: struckAt.has(i) ? 1 : 0 }));
  }
}

/** `count` distinct elements in random order (a partial Fisher–Yates shuffle). */
function sample<T>(rng: Rng, list: readonly T[], count: number): T[] {
  const copy = list.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(copy.length - i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
