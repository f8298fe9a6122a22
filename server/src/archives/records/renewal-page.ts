import {
  RENEWAL_STATUS,
  renewalState,
  type RenewalPage,
  type RenewalQuery,
  type RenewalRecord,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams } from '../../search/sql-params';
import { underSubjectSql, type SubjectRecord } from '../subject-store';
import {
  classCondition,
  emptyStatusCounts,
  inStatus,
  statusCondition,
  textConditions,
} from './record-filters';
import { recordRows, toArchiveRecord, type RecordRow } from './record-rows';
import { renewalOrderSql, renewalStateSql } from './renewal-sql';

/**
 * The subject's marks that have an exclusive-right end date (registered, or registered once
 * and since struck off: TM_STATUS tells them apart and filters them), narrowed by number,
 * name and class. `today` is the Shanghai day the states are computed for.
 */
function renewalBase(subject: SubjectRecord, query: RenewalQuery, params: SqlParams): string[] {
  return [
    underSubjectSql(subject, params.add(subject.nameKey)),
    't.excl_end IS NOT NULL',
    ...textConditions(query, params),
    ...classCondition(query, params),
  ];
}

/** The statement of the renewal list as filtered (every filter), in the list's order. */
export function renewalStatement(subject: SubjectRecord, query: RenewalQuery, today: string) {
  const params = new SqlParams();
  const where = [...renewalBase(subject, query, params), ...statusCondition(query, params)];
  const day = params.add(today);
  if (query.tmXZSTATUS !== undefined) {
    where.push(`${renewalStateSql(day)} = ${params.add(query.tmXZSTATUS)}`);
  }
  return { where: where.join(' AND '), order: renewalOrderSql(day), values: params.values };
}

/** Spec 2 §3 'Renewal record': the row's state from the contract's rule. */
export function toRenewalRecord(r: RecordRow, today: string): RenewalRecord {
  const exclEnd = r.excl_end!;
  const state = renewalState(exclEnd, today);
  const { ID, UID, imageUrl, TM_CODE, TM_NAME, TM_NCL, TM_STATUS, TM_HOLDER_CN } =
    toArchiveRecord(r);
  return {
    ID,
    UID,
    imageUrl,
    TM_CODE,
    TM_NAME,
    TM_NCL,
    TM_STATUS,
    TM_DEADLINE_END: exclEnd,
    TM_REMAINING_DAYS: state.remainingDays,
    TM_XZSTATUS: state.status,
    graceEnd: state.graceEnd,
    TM_HOLDER_CN,
  };
}

/**
 * queryRecordXZ / searchRecordXZ (spec 2 §4/§7): a page of the subject's renewal list and the
 * counts of TM_XZSTATUS 0–3 and of TM_STATUS. As in the archive, each count map leaves out its
 * own filter: the renewal-state counts follow the status filter and the others, not the state
 * chosen, so the four tabs keep their numbers.
 */
export async function renewalPage(
  db: Queryable,
  subject: SubjectRecord,
  query: RenewalQuery,
  today: string,
): Promise<Omit<RenewalPage, 'subject'>> {
  const params = new SqlParams();
  const base = renewalBase(subject, query, params);
  const state = renewalStateSql(params.add(today));
  const [groups, rows] = await Promise.all([
    db.query<{ state: number; status: number; n: number }>(
      `SELECT ${state} AS state, t.status, count(*)::int AS n FROM trademarks t
       WHERE ${base.join(' AND ')} GROUP BY 1, 2`,
      params.values,
    ),
    recordRows(
      db,
      renewalStatement(subject, query, today),
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    ),
  ]);
  const stateCounts: Record<string, number> = Object.fromEntries(
    Object.values(RENEWAL_STATUS).map((s) => [String(s), 0]),
  );
  const statusCounts = emptyStatusCounts();
  const inState = (s: number) => query.tmXZSTATUS === undefined || query.tmXZSTATUS === s;
  let total = 0;
  for (const g of groups.rows) {
    const stateKey = String(g.state);
    const statusKey = String(g.status);
    if (inStatus(query, g.status)) stateCounts[stateKey] = (stateCounts[stateKey] ?? 0) + g.n;
    if (inState(g.state)) statusCounts[statusKey] = (statusCounts[statusKey] ?? 0) + g.n;
    if (inStatus(query, g.status) && inState(g.state)) total += g.n;
  }
  return {
    list: rows.map((r) => toRenewalRecord(r, today)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    filter: [{ TM_XZSTATUS: stateCounts }, { TM_STATUS: statusCounts }],
  };
}
