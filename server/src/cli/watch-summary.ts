/** The last line of a watch run in the terminal: what the job's summary counted. */
export function watchSummaryLine(
  issue: number,
  summary: Record<string, unknown>,
  seconds: number,
): string {
  const n = (key: string) => Number(summary[key] ?? 0);
  return (
    `第 ${issue} 期监测完成：监测标 ${n('watches')} 件，新增近似 ${n('matches')} 条，` +
    `提醒 ${n('reminders')} 位会员，用时 ${seconds.toFixed(1)} 秒`
  );
}
