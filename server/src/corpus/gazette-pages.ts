import { NOTICE_TYPES } from './notice-types';

/** Keys (issue, type position) into one number; fewer than 64 notice types exist. */
const key = (issue: number, typePosition: number) => issue * 64 + typePosition;

/** Notices a page holds: 8 to 10, varying by issue and type as printed pages do. */
function perPage(issue: number, typePosition: number): number {
  return 8 + ((issue * 7 + typePosition) % 3);
}

/** Counts the notices per issue and type (first pass over the planned histories). */
export class NoticeTally {
  private readonly counts = new Map<number, number>();

  add(issue: number, typePosition: number): void {
    const k = key(issue, typePosition);
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }

  /** Every issue with at least one notice, oldest first. */
  issues(): number[] {
    return [...new Set([...this.counts.keys()].map((k) => Math.floor(k / 64)))].sort(
      (a, b) => a - b,
    );
  }

  /**
   * Each issue prints its notice types one after another in NOTICE_TYPES order, every type
   * starting on a fresh page: first-review announcements from page 1, registrations after
   * them, and so on.
   */
  layout(): PageLayout {
    const firstPages = new Map<number, number>();
    for (const issue of this.issues()) {
      let page = 1;
      for (let position = 0; position < NOTICE_TYPES.length; position++) {
        const count = this.counts.get(key(issue, position)) ?? 0;
        if (count === 0) continue;
        firstPages.set(key(issue, position), page);
        page += Math.ceil(count / perPage(issue, position));
      }
    }
    return new PageLayout(firstPages);
  }
}

/** Where each (issue, type) starts; hands out pages to notices in record order. */
export class PageLayout {
  constructor(private readonly firstPages: ReadonlyMap<number, number>) {}

  /** A fresh page counter: a new pass over the records starts from the first slot again. */
  assigner(): (issue: number, typePosition: number) => number {
    const slots = new Map<number, number>();
    return (issue, typePosition) => {
      const k = key(issue, typePosition);
      const first = this.firstPages.get(k);
      if (first === undefined)
        throw new Error(`issue ${issue} has no notices of type ${typePosition} in the layout`);
      const slot = slots.get(k) ?? 0;
      slots.set(k, slot + 1);
      return first + Math.floor(slot / perPage(issue, typePosition));
    };
  }
}
