import type { Queryable } from '../../db/types';

export interface WatchScope {
  classes: number[];
  groups: string[];
}

const ALL_CLASSES = Array.from({ length: 45 }, (_, i) => i + 1);

/**
 * Issue 12: classes to watch when the member names none. A name the member itself holds
 * (its company name as holder) is watched in the classes and similar-goods groups of its
 * own marks of that name, where a conflict hurts; any other watch, and every picture, in
 * all 45 classes.
 */
export async function defaultScope(
  db: Queryable,
  account: number,
  name: string | null,
): Promise<WatchScope> {
  if (name === null) return { classes: ALL_CLASSES, groups: [] };
  // holders.name_cn is unique and indexed, trademarks.holder_id too: a few rows at most
  const { rows } = await db.query<{ class_id: number; group_codes: string[] }>(
    `SELECT t.class_id, t.group_codes FROM members m
     JOIN holders h ON h.name_cn = m.company_name
     JOIN trademarks t ON t.holder_id = h.id AND t.name = $2
     WHERE m.id = $1`,
    [account, name],
  );
  if (rows.length === 0) return { classes: ALL_CLASSES, groups: [] };
  const classes = [...new Set(rows.map((r) => r.class_id))].sort((a, b) => a - b);
  const groups = [...new Set(rows.flatMap((r) => r.group_codes))].sort();
  return { classes, groups };
}

/** Classes the member chose (sorted, no repeats), or the default above. */
export async function scopeOf(
  db: Queryable,
  account: number,
  name: string | null,
  chosen: number[] | undefined,
): Promise<WatchScope> {
  if (chosen?.length) return { classes: [...new Set(chosen)].sort((a, b) => a - b), groups: [] };
  return defaultScope(db, account, name);
}
