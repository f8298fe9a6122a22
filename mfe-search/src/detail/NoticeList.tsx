import { noticeLabel, type DetailRow } from 'shared-api';
import { Button, Dialog, Table, type TableColumn } from 'shared-ui';
import styled from 'styled-components';
import { NO_VALUE } from './mark-fields';
import { noticeTitle, useNoticePicture, type MarkNotice } from './use-notice-picture';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 auto;
`;

/** The mark's gazette notices; each opens its page picture (spec 1 §2 'Trademark detail'). */
export function NoticeList({ notices }: { notices: DetailRow['TMNOTICELS_CN'] }) {
  const { open, loadingIssue, picture, close } = useNoticePicture();

  const columns: TableColumn<MarkNotice>[] = [
    { key: 'name', title: '公告类型', render: (n) => noticeLabel(n.code, n.name) },
    { key: 'issue', title: '公告期号', render: (n) => `第${n.issue}期` },
    { key: 'page', title: '页码', render: (n) => String(n.page) },
    { key: 'date', title: '公告日期', render: (n) => n.date ?? NO_VALUE },
    {
      key: 'picture',
      title: '公告原文',
      render: (n) => (
        <Button
          variant="link"
          size="small"
          aria-label={`查看${noticeTitle(n)}`}
          loading={
            loadingIssue?.firstNo === n.issue &&
            loadingIssue.page === n.page &&
            loadingIssue.type === n.code
          }
          onClick={() => void open(n)}
        >
          查看公告
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table
        caption="商标公告"
        columns={columns}
        rows={notices}
        rowKey={(n) => `${n.issue}-${n.code}-${n.page}`}
        empty="暂无公告信息"
      />
      <Dialog open={picture !== null} onClose={close} title={picture?.title} width={860}>
        {picture && <Picture src={picture.address} alt={picture.title} />}
      </Dialog>
    </>
  );
}
