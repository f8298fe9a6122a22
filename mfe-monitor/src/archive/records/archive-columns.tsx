import { tmStatusLabel, type ArchiveRecord } from 'shared-api';
import type { TableColumn } from 'shared-ui';
import { detailHref } from '../../jiance/useOpenMatchDetail';
import { MarkPicture } from '../../shared/MarkPicture';
import { archiveTexts } from '../archive-texts';

/** A mark's detail page, in a new tab so the archive keeps its filters and page. */
export function DetailLink({ uid, children }: { uid: string; children: string }) {
  return (
    <a href={detailHref(uid)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Spec 2 §3 'Archive record': the columns of a subject's archive. */
export const archiveColumns: TableColumn<ArchiveRecord>[] = [
  { key: 'ID', title: 'ID', width: 72 },
  {
    key: 'imageUrl',
    title: '商标图样',
    width: 72,
    render: (row) => <MarkPicture src={row.imageUrl} alt={row.TM_NAME} />,
  },
  {
    key: 'TM_NAME',
    title: '商标名称',
    render: (row) => <DetailLink uid={row.UID}>{row.TM_NAME}</DetailLink>,
  },
  { key: 'TM_CODE', title: '注册号' },
  { key: 'TM_NCL', title: '类别', align: 'center' },
  { key: 'TM_STATUS', title: '商标状态', render: (row) => tmStatusLabel(row.TM_STATUS) },
  { key: 'TM_APP_DATE', title: '申请日期' },
  { key: 'TM_HOLDER_CN', title: '申请人' },
  { key: 'TM_PROXY', title: '代理机构', render: (row) => row.TM_PROXY ?? '—' },
  {
    key: 'detail',
    title: '操作',
    render: (row) => <DetailLink uid={row.UID}>{archiveTexts.viewDetail}</DetailLink>,
  },
];
