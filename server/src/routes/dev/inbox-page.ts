import { escapeHtml } from '../../http/html';
import { formatShanghai } from '../../http/time';

export interface InboxRow {
  phone: string;
  text: string;
  sentAt: Date;
}

/** A plain page that reloads itself every 5 s, so a tester can keep it open beside the portal. */
export function renderInbox(rows: InboxRow[]): string {
  const body = rows.length
    ? rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.phone)}</td><td>${escapeHtml(r.text)}</td><td>${formatShanghai(r.sentAt)}</td></tr>`,
        )
        .join('\n')
    : '<tr><td colspan="3">暂无短信</td></tr>';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>开发短信收件箱</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ddd; padding: .4rem .6rem; text-align: left; }
th { background: #f5f5f5; }
</style>
</head>
<body>
<h1>开发短信收件箱</h1>
<p>沙箱短信服务"发送"的最近 ${rows.length} 条短信（仅开发环境可见，每 5 秒刷新）。</p>
<table>
<thead><tr><th>手机号</th><th>内容</th><th>发送时间</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
