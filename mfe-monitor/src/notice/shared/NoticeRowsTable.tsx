import { useState, type ReactNode } from 'react';
import type { NoticeRow } from 'shared-api';
import { Button, Table, type TableColumn } from 'shared-ui';
import { MarkPicture } from '../../shared/MarkPicture';
import { GazettePageViewer, type GazettePage } from './GazettePageViewer';
import { noticeTexts } from './texts';

/** Spec 2 §3 'Announcement row/result': the mark, the notice and its gazette page. */
function noticeColumns(onOpenPage: (row: NoticeRow) => void): TableColumn<NoticeRow>[] {
  return [
    {
      key: 'imageUrl',
      title: '商标图样',
      width: 72,
      render: (row) => <MarkPicture src={row.imageUrl} alt={row.applicants} />,
    },
    {
      key: 'applicants',
      title: '商标名称',
      // the detail opens in a new tab, as from the search results (spec 1 §2)
      render: (row) =>
        row.UID ? (
          <a
            href={`/search/tmd?detailId=${encodeURIComponent(row.UID)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {row.applicants || '图形'}
          </a>
        ) : (
          row.applicants || '图形'
        ),
    },
    { key: 'regcode', title: '注册号' },
    { key: 'categary', title: '类别', align: 'center' },
    { key: 'applicant', title: '申请人' },
    { key: 'markDate', title: '申请日期', render: (row) => row.markDate || '—' },
    { key: 'type', title: '公告类型' },
    { key: 'issue', title: '公告期号', align: 'center' },
    { key: 'noticedate', title: '公告日期' },
    {
      key: 'ggImageUrl',
      title: '公告原文',
      align: 'center',
      render: (row) => (
        <Button
          variant="link"
          aria-label={`查看第${row.issue}期第${row.page}页公告原文`}
          onClick={() => onOpenPage(row)}
        >
          {noticeTexts.viewPage}
        </Button>
      ),
    },
  ];
}

const rowKey = (row: NoticeRow) => `${row.issue}-${row.typeId}-${row.regcode}-${row.categary}`;

/** A page of notices with the gazette page viewer (noticeResult and /announcement). */
export function NoticeRowsTable({
  caption,
  rows,
  loading,
  empty,
}: {
  caption: string;
  rows: NoticeRow[];
  loading: boolean;
  empty?: ReactNode;
}) {
  const [page, setPage] = useState<GazettePage | null>(null);
  return (
    <>
      <Table
        caption={caption}
        columns={noticeColumns((row) =>
          setPage({
            address: row.ggImageUrl,
            title: noticeTexts.pageTitle(row.issue, row.type, row.page),
          }),
        )}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        empty={empty}
      />
      <GazettePageViewer page={page} onClose={() => setPage(null)} />
    </>
  );
}
