import type { RenewalMark } from '../renewal-marks';
import type { WatchIssueMatches } from './opposition-deadlines';

/**
 * The feed's words (the spec has none: the feed is beyond it). Calendar apps show SUMMARY as
 * the event's title, so it names the mark or watch; DESCRIPTION says what to do by when.
 */
export const feedText = {
  productId: '-//商标云查//商标期限日历//ZH',
  name: '商标云查·商标期限',
  description: '主体商标的续展与宽展期截止日，以及监测商标的异议截止日',
  renewalCategory: '商标续展',
  graceCategory: '商标宽展',
  oppositionCategory: '商标异议',
  renewalPage: '/renewal',
} as const;

const markName = (mark: Pick<RenewalMark, 'name'>) => mark.name.trim() || '图形商标';
const markLabel = (mark: RenewalMark) =>
  `${markName(mark)}（注册号${mark.regNo} 第${mark.classId}类）`;

export const renewalSummary = (mark: RenewalMark) => `续展截止：${markLabel(mark)}`;
export const graceSummary = (mark: RenewalMark) => `宽展期截止：${markLabel(mark)}`;

export function renewalDescription(mark: RenewalMark, windowStart: string, renewalUrl: string) {
  return [
    `商标“${markName(mark)}”（注册号${mark.regNo}，第${mark.classId}类，注册人：${mark.holder}）的注册有效期至${mark.exclEnd}。`,
    `续展期：${windowStart}至${mark.exclEnd}；期满未续展的，可在宽展期内（至${mark.graceEnd}）加缴费用续展。`,
    `续展管理：${renewalUrl}`,
  ].join('\n');
}

export function graceDescription(mark: RenewalMark, renewalUrl: string) {
  return [
    `商标“${markName(mark)}”（注册号${mark.regNo}，第${mark.classId}类，注册人：${mark.holder}）的宽展期至${mark.graceEnd}届满，届满仍未续展的，注册商标将被注销。`,
    `续展管理：${renewalUrl}`,
  ].join('\n');
}

const watchLabel = (w: WatchIssueMatches) =>
  w.watchName === null ? '图形监测' : `监测“${w.watchName}”`;

const watchObject = (w: WatchIssueMatches) =>
  w.watchName === null ? '您监测的图形' : `您监测的“${w.watchName}”`;

export const oppositionSummary = (w: WatchIssueMatches) =>
  `异议截止：${watchLabel(w)} 第${w.issue}期 ${w.matches}件近似商标`;

export function oppositionDescription(w: WatchIssueMatches, resultUrl: string) {
  const more = w.matches > w.marks.length ? [`等${w.matches}件`] : [];
  return [
    `第${w.issue}期商标公告（${w.issueDate}）中有${w.matches}件商标与${watchObject(w)}近似，如需异议请在${w.deadline}前提出：`,
    ...w.marks,
    ...more,
    `监测结果：${resultUrl}`,
  ].join('\n');
}
