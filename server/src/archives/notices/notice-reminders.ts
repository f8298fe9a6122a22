import type { Queryable } from '../../db/types';
import { insertReminder } from '../../plugins/app/reminders';

interface FollowerNotices {
  memberId: number;
  notices: number;
  marks: Array<{ id: number; regNo: string }>;
}

/** The results of one notice mark in one issue (mfe-monitor's route 'noticeResult'). */
export function noticeResultLink(issueNo: number, mark: { id: number; regNo: string }): string {
  const query = new URLSearchParams({
    issue: String(issueNo),
    id: String(mark.id),
    monitorValue: mark.regNo,
  });
  return `/noticeManage/noticeResult?${query.toString()}`;
}

/**
 * One reminder per account with notices for its followed numbers in a just-published issue:
 * the count, and a link to the results (one mark) or to the overview (several). A mark counts
 * when the issue is one it reads (issue date up to its end date, notice-issues.ts). Called by
 * the issue's watch job, in the transaction that finishes it (monitoring/engine/watch-job.ts);
 * `notice_reminders` records each account and issue, so a rerun reminds nobody twice.
 */
export async function remindNoticeFollowers(
  tx: Queryable,
  issueNo: number,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<FollowerNotices>(
    `WITH due AS (
       SELECT nm.main_member_id, nm.id, nm.reg_no, count(*)::int AS notices
       FROM gazette_notices n
       JOIN gazette_issues g ON g.issue_no = n.issue_no
       JOIN notice_marks nm ON nm.reg_no = n.reg_no AND nm.end_date >= g.issue_date
       WHERE n.issue_no = $1
       GROUP BY nm.main_member_id, nm.id, nm.reg_no)
     SELECT d.main_member_id AS "memberId", sum(d.notices)::int AS notices,
       json_agg(json_build_object('id', d.id, 'regNo', d.reg_no) ORDER BY d.id) AS marks
     FROM due d
     WHERE NOT EXISTS (SELECT 1 FROM notice_reminders r
                       WHERE r.main_member_id = d.main_member_id AND r.issue_no = $1)
     GROUP BY d.main_member_id ORDER BY 1`,
    [issueNo],
  );
  let reminded = 0;
  for (const follower of rows) {
    // the ledger row first: a second process finishing the same issue sends nothing
    const recorded = await tx.query(
      `INSERT INTO notice_reminders (main_member_id, issue_no, notices, sent_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [follower.memberId, issueNo, follower.notices, now],
    );
    if (recorded.rowCount === 0) continue;
    const [only] = follower.marks;
    const link =
      follower.marks.length === 1 && only
        ? { title: '查看公告结果', url: noticeResultLink(issueNo, only) }
        : { title: '查看公告概览', url: '/noticeOverview' };
    await insertReminder(
      tx,
      follower.memberId,
      `第${issueNo}期公告定制提醒`,
      {
        text: `您定制的${follower.marks.length}件商标在第${issueNo}期商标公告中有${follower.notices}条公告，请及时查看。`,
        links: [link],
      },
      now,
    );
    reminded += 1;
  }
  return reminded;
}
