import type { Queryable } from '../../db/types';
import { uploadPictureUrl } from '../../image-search/uploads';
import { insertReminder } from '../../plugins/app/reminders';

interface MemberMatches {
  memberId: number;
  watches: Array<{ id: number; type: number; name: string | null; sha: string | null }>;
  matches: number;
}

/** The result page of one watch in one issue (mfe-monitor's route 'result'). */
export function watchResultLink(
  issueNo: number,
  watch: { id: number; type: number; name: string | null; sha: string | null },
): string {
  const value = watch.type === 1 ? (watch.name ?? '') : uploadPictureUrl(watch.sha ?? '');
  const query = new URLSearchParams({
    issue: String(issueNo),
    id: String(watch.id),
    type: String(watch.type),
    monitorValue: value,
  });
  return `/monitorManage/result?${query.toString()}`;
}

/**
 * One reminder per member whose watches found marks in the issue: the count, and a link to
 * the result (one watch) or to the overview (several). Runs in the transaction that records
 * the issue's runs; the flag it sets on the member's runs makes a rerun skip the member.
 */
export async function remindMembers(tx: Queryable, issueNo: number, now: Date): Promise<number> {
  const { rows } = await tx.query<MemberMatches>(
    `SELECT w.main_member_id AS "memberId", sum(r.matches)::int AS matches,
       json_agg(json_build_object('id', w.id, 'type', w.watch_type, 'name', w.name,
         'sha', w.picture_sha256) ORDER BY w.id) AS watches
     FROM watch_runs r JOIN watches w ON w.id = r.watch_id
     WHERE r.issue_no = $1 AND r.matches > 0
     GROUP BY w.main_member_id
     HAVING NOT bool_or(r.reminded)
     ORDER BY 1`,
    [issueNo],
  );
  for (const member of rows) {
    const [only] = member.watches;
    const link =
      member.watches.length === 1 && only
        ? { title: '查看监测结果', url: watchResultLink(issueNo, only) }
        : { title: '查看监测概览', url: '/overview' };
    await insertReminder(
      tx,
      member.memberId,
      `第${issueNo}期商标监测结果`,
      {
        text: `您监测的${member.watches.length}件商标在第${issueNo}期公告中发现${member.matches}件近似商标，请及时查看，如需异议请在公告之日起三个月内提出。`,
        links: [link],
      },
      now,
    );
  }
  await tx.query(
    `UPDATE watch_runs r SET reminded = true FROM watches w
     WHERE w.id = r.watch_id AND r.issue_no = $1 AND w.main_member_id = ANY($2::int[])`,
    [issueNo, rows.map((member) => member.memberId)],
  );
  return rows.length;
}
