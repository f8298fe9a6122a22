import type { RenewalReminderKey } from 'shared-api/contract';
import type { DueReminder } from './thresholds';

/** Marks named per group; the renewal page lists them all. */
export const MARKS_NAMED = 5;

/**
 * The reminder's words (the spec has none: docketing is beyond it). The title is fixed: the
 * run finds by it whether the account was reminded today.
 */
export const renewalReminderText = {
  title: '商标续展提醒',
  link: { title: '查看续展管理', url: '/renewal' },
  closing: '请及时办理续展，详情请查看续展管理。',
} as const;

/** What each threshold means, with the count of marks it concerns. */
const GROUP_LEAD: Readonly<Record<RenewalReminderKey, (n: number) => string>> = {
  before12m: (n) => `${n}件商标将于12个月内到期，已可办理续展`,
  before6m: (n) => `${n}件商标将于6个月内到期续展`,
  before1m: (n) => `${n}件商标将于1个月内到期续展，请尽快办理`,
  grace: (n) => `${n}件商标注册有效期已届满，进入6个月宽展期，可加缴费用续展，逾期将被注销`,
};

const GROUP_ORDER: readonly RenewalReminderKey[] = ['grace', 'before1m', 'before6m', 'before12m'];

const markItem = (due: DueReminder) => {
  const { mark } = due;
  const name = mark.name.trim() || '图形商标';
  const when = due.key === 'grace' ? `宽展期至${mark.graceEnd}` : `${mark.exclEnd}到期`;
  return `${name}（注册号${mark.regNo} 第${mark.classId}类，${when}）`;
};

/**
 * One text for all of an account's reminders of a run, the most urgent group first:
 * '3件商标将于1个月内到期续展，请尽快办理：A（…）、B（…）、C（…）。' and so on.
 */
export function renewalReminderBody(sent: readonly DueReminder[]): string {
  const lines: string[] = [];
  for (const key of GROUP_ORDER) {
    const group = sent
      .filter((due) => due.key === key)
      .sort((a, b) => a.mark.exclEnd.localeCompare(b.mark.exclEnd));
    if (group.length === 0) continue;
    const named = group.slice(0, MARKS_NAMED).map(markItem).join('、');
    const more = group.length > MARKS_NAMED ? `等${group.length}件` : '';
    lines.push(`${GROUP_LEAD[key](group.length)}：${named}${more}。`);
  }
  lines.push(renewalReminderText.closing);
  // one paragraph: the message page shows the text as it is, without line breaks
  return lines.join('');
}
