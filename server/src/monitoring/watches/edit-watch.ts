import {
  WATCH_EDITS_ON_ADD_DAY,
  WATCH_EDIT_GAP_DAYS,
  monitorMessages as m,
  type WatchEditQuote,
  type WatchInput,
} from 'shared-api/contract';
import type { Db } from '../../db/types';
import { badRequest, conflict } from '../../http/api-error';
import { daysBetween } from './dates';
import { isExpired, ownWatch } from './watch-store';
import { scopeOf } from './watch-scope';
import { watchedValueOf } from './watch-value';

/** What the edit rule reads of a watch, or of anything edited by the same rule. */
export interface EditHistory {
  /** Shanghai days of adding and of the last edit */
  addedDay: string;
  lastEditDay: string | null;
  /** edits made on the day of adding */
  addDayEdits: number;
}

/** Edits allowed on the day of adding, then one per `gapDays`. */
export interface EditRule {
  editsOnAddDay: number;
  gapDays: number;
}

export const WATCH_EDIT_RULE: EditRule = {
  editsOnAddDay: WATCH_EDITS_ON_ADD_DAY,
  gapDays: WATCH_EDIT_GAP_DAYS,
};

/**
 * Spec 2 §4: `editsOnAddDay` edits on the Shanghai day of adding, after that one edit, and
 * the next `gapDays` days after the last one. Watches and notice marks share the rule.
 */
export function editQuote(
  history: EditHistory,
  today: string,
  rule: EditRule = WATCH_EDIT_RULE,
): WatchEditQuote {
  const gapDay = rule.gapDays;
  if (today === history.addedDay) {
    return { canUpdateNum: Math.max(0, rule.editsOnAddDay - history.addDayEdits), gapDay };
  }
  const rested = history.lastEditDay === null || daysBetween(history.lastEditDay, today) >= gapDay;
  return { canUpdateNum: rested ? 1 : 0, gapDay };
}

const sameArray = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * update/{id}: new remarks are always taken; a new name, picture or classes is an edit
 * (counted, refused when none is left) and clears the watch's stored matches and runs,
 * which were found for the old value. Answers whether the watched value changed: the
 * caller then has the engine run the watch again (app.onWatchesChanged).
 */
export async function updateWatch(
  db: Db,
  account: number,
  id: number,
  input: WatchInput,
  today: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const watch = await ownWatch(tx, account, id, true);
    if (isExpired(watch, today)) throw conflict(m.expired);
    if (input.monitorType !== watch.type) throw badRequest(m.unknownType);
    const value = await watchedValueOf(tx, input);
    const name = value.type === 1 ? value.name : null;
    const sha = value.type === 2 ? value.pictureSha256 : null;
    const valueChanged = name !== watch.name || sha !== watch.pictureSha256;
    // no classes given: the same scope, or a new name's default one
    const scope =
      input.classes?.length || valueChanged
        ? await scopeOf(tx, account, name, input.classes)
        : { classes: watch.classes, groups: watch.groups };
    const changed =
      valueChanged ||
      !sameArray(scope.classes, watch.classes) ||
      !sameArray(scope.groups, watch.groups);
    if (changed && editQuote(watch, today).canUpdateNum <= 0) {
      throw conflict(m.noEditsLeft(WATCH_EDIT_GAP_DAYS));
    }
    const onAddDay = today === watch.addedDay;
    await tx.query(
      `UPDATE watches SET remark_applicant = $2, remark_keyword = $3, name = $4,
         picture_sha256 = $5, classes = $6, group_codes = $7,
         add_day_edits = add_day_edits + $8::int,
         last_edited_at = CASE WHEN $9::boolean THEN $10::timestamptz ELSE last_edited_at END
       WHERE id = $1`,
      [
        id,
        input.remarkApplicant ?? '',
        input.remarkKeyword ?? '',
        name,
        sha,
        scope.classes,
        scope.groups,
        changed && onAddDay ? 1 : 0,
        changed,
        now,
      ],
    );
    if (changed) {
      await tx.query('DELETE FROM watch_matches WHERE watch_id = $1', [id]);
      await tx.query('DELETE FROM watch_runs WHERE watch_id = $1', [id]);
    }
    return changed;
  });
}
