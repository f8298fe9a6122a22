import { parseClassCountName, type ClassCounts } from 'shared-api';

/** Excel opens UTF-8 CSV with Chinese text correctly only when it starts with a BOM. */
const BOM = '\uFEFF';

/** The counts as CSV: one line per class (类别, 名称, 商标数量) and a total line. */
export function classCountsCsv(counts: ClassCounts): string {
  const lines = [['类别', '名称', '商标数量'].join(',')];
  for (const item of counts.list) {
    const { code, label } = parseClassCountName(item.name);
    lines.push([code, label, String(item.id)].join(','));
  }
  lines.push(['合计', '', String(counts.total)].join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

export function classCountsFileName(counts: ClassCounts): string {
  return `商标类别统计${counts.updatedAt ? `-${counts.updatedAt}` : ''}.csv`;
}

/**
 * Saves the counts shown as a CSV file made in the browser. For now this is what '下载'
 * gives; the priced data download (order, payment, file from the server) comes with the
 * data issue.
 */
export function downloadClassCounts(counts: ClassCounts): void {
  const blob = new Blob([classCountsCsv(counts)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = classCountsFileName(counts);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
