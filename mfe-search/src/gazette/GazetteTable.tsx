import { gazettePageUrl, markUid, type GazetteRow } from 'shared-api';
import { Table, type TableColumn } from 'shared-ui';

const columns: TableColumn<GazetteRow>[] = [
  { key: 'firstNo', title: '期号', render: (r) => String(r.firstNo), width: 70 },
  { key: 'firstDate', title: '公告日期', width: 110 },
  { key: 'typeName', title: '公告类型' },
  { key: 'code', title: '申请号', width: 110 },
  { key: 'accn', title: '申请人' },
  {
    key: 'mark',
    title: '商标名称',
    render: (r) => (
      // the detail opens in a new tab, as from the search results (spec 1 §2)
      <a
        href={`/search/tmd?detailId=${encodeURIComponent(markUid(r.code, r.ncl))}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {r.mark}
      </a>
    ),
  },
  { key: 'page', title: '页码', render: (r) => String(r.page), width: 60, align: 'center' },
  {
    key: 'picture',
    title: '公告原文',
    width: 80,
    align: 'center',
    render: (r) => (
      <a
        href={gazettePageUrl(r.firstNo, r.type, r.page)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`查看第${r.firstNo}期第${r.page}页公告原文`}
      >
        查看
      </a>
    ),
  },
];

export interface GazetteTableProps {
  rows: GazetteRow[];
  loading: boolean;
  /** What an empty table says instead of 暂无数据 (a refused search's message). */
  empty?: string;
}

/** One page of an issue's notices. */
export function GazetteTable({ rows, loading, empty }: GazetteTableProps) {
  return (
    <Table
      caption="公告列表"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.firstNo}-${r.type}-${r.code}-${r.ncl}`}
      loading={loading}
      empty={empty}
    />
  );
}
