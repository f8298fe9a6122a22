import type { GoodsNode, Industry } from 'shared-api';

/** What picking an industry changes in the goods tree: which classes show, which groups stand out. */
export interface IndustryFilter {
  classIds: ReadonlySet<string>;
  groupCodes: ReadonlySet<string>;
}

/** The industry's classes, and the classes of its groups too (a group code starts with its class). */
export function industryFilter(industry: Industry): IndustryFilter {
  const classIds = new Set(industry.classIds);
  for (const group of industry.groupCodes) classIds.add(group.slice(0, 2));
  return { classIds, groupCodes: new Set(industry.groupCodes) };
}

export function classesOf(classes: GoodsNode[], filter: IndustryFilter | null): GoodsNode[] {
  return filter ? classes.filter((c) => filter.classIds.has(c.classId)) : classes;
}
