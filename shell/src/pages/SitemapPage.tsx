import { Link } from 'react-router-dom';
import { StaticPage } from './StaticPage';

// The site map's entries, in the spec's order (spec 3 §2.12; /gonggao is listed twice there).
const ENTRIES = [
  { to: '/', label: '首页' },
  { to: '/search', label: '商标查询' },
  { to: '/jiance', label: '商标监测' },
  { to: '/data', label: '商标数据' },
  { to: '/gonggao', label: '商标公告' },
  { to: '/gonggao', label: '公告查询' },
  { to: '/tool/miniprogram', label: '小程序' },
  { to: '/news/list/2.html', label: '商标资讯' },
  { to: '/news/list/30.html', label: '商标案例' },
  { to: '/news/list/27.html', label: '商标问答' },
  { to: '/tool/index', label: '图形要素' },
  { to: '/tool/goodsclass', label: '服务分类' },
  { to: '/news/list/29.html', label: '法律法规' },
];

export function SitemapPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      <ul aria-label="站点页面">
        {ENTRIES.map((entry) => (
          <li key={entry.label}>
            <Link to={entry.to}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
