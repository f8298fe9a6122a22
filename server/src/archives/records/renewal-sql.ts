import { GRACE_MONTHS, RENEWAL_WINDOW_MONTHS } from 'shared-api/contract';

/**
 * The contract's renewalState() rule in SQL, for filtering, counting and ordering in the
 * database (rows themselves get their state from renewalState(), so page and rule are one):
 * before the window (excl_end − 12 months) 0, up to excl_end 1, up to the grace end
 * (excl_end + 6 months) 2, after it 3. PostgreSQL's date ± interval clamps to the month's last
 * day (31 Aug + 6 months = 28/29 Feb) exactly as addMonths() does; the tests hold them equal.
 * `today` is the placeholder of a 'YYYY-MM-DD' parameter.
 */
export function renewalStateSql(today: string, alias = 't'): string {
  const end = `${alias}.excl_end`;
  return `(CASE
    WHEN ${today}::date < (${end} - interval '${RENEWAL_WINDOW_MONTHS} months')::date THEN 0
    WHEN ${today}::date <= ${end} THEN 1
    WHEN ${today}::date <= (${end} + interval '${GRACE_MONTHS} months')::date THEN 2
    ELSE 3 END)`;
}

/**
 * The renewal list's order, most urgent first: marks in the grace period (they lapse at its
 * end and cost a surcharge), then in the renewal window, each soonest deadline first; then
 * those not yet due (soonest first); the overdue last, the most recently lapsed first.
 */
export function renewalOrderSql(today: string, alias = 't'): string {
  const state = renewalStateSql(today, alias);
  return `(CASE ${state} WHEN 2 THEN 0 WHEN 1 THEN 1 WHEN 0 THEN 2 ELSE 3 END),
    (CASE WHEN ${state} = 3 THEN NULL ELSE ${alias}.excl_end END) ASC NULLS LAST,
    ${alias}.excl_end DESC, ${alias}.id DESC`;
}
