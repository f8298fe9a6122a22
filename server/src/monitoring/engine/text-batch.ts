import type { Queryable } from '../../db/types';
import { readIssueMarks } from './issue-marks';
import type { MatchRow } from './match-row';
import { TextWatchIndex } from './text-matcher';
import type { EngineWatch } from './watch-rows';

/** Judges one batch of an issue's marks (by id) against the text watches. */
export type TextMatcher = (db: Queryable, issueNo: number, ids: number[]) => Promise<MatchRow[]>;

/** The text matcher on this thread: the watches' index is built once per run. */
export async function matchTextBatch(watches: readonly EngineWatch[]): Promise<TextMatcher> {
  const index = new TextWatchIndex(watches);
  return async (db, issueNo, ids) => index.match(issueNo, await readIssueMarks(db, ids));
}
