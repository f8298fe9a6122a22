import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tmStatusLabel, type Favourite } from 'shared-api';
import type { TableColumn } from 'shared-ui';
import { MarkPicture } from '../../shared/MarkPicture';
import { archiveTexts } from '../archive-texts';
import { DetailLink } from '../records/archive-columns';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  white-space: nowrap;
`;

/**
 * Where a favourite leads (spec 2 §2 screen 7): the archive searched for its number (the
 * default subject's), the watch list, and announcement customisation prefilled with its
 * number (the named route noticeManage, param code).
 */
export const favouriteLinks = (code: string) => ({
  archive: `/bodyArchives?tmCode=${encodeURIComponent(code)}`,
  monitor: '/monitorManage',
  notice: `/noticeManage?code=${encodeURIComponent(code)}`,
});

/** Spec 2 §3 'Favourite': the columns of the favourites list. */
export const favouriteColumns: TableColumn<Favourite>[] = [
  {
    key: 'imagePath',
    title: '商标图样',
    width: 72,
    render: (row) => <MarkPicture src={row.imagePath} alt={row.mark} />,
  },
  {
    key: 'mark',
    title: '商标名称',
    render: (row) => <DetailLink uid={row.UID}>{row.mark}</DetailLink>,
  },
  { key: 'code', title: '注册号' },
  { key: 'categary', title: '类别', align: 'center' },
  { key: 'status', title: '商标状态', render: (row) => tmStatusLabel(row.status) },
  { key: 'markDate', title: '申请日期' },
  { key: 'accn', title: '申请人' },
  { key: 'proxy', title: '代理机构', render: (row) => row.proxy ?? '—' },
  { key: 'collectedAt', title: '收藏日期' },
  {
    key: 'links',
    title: '操作',
    render: (row) => {
      const to = favouriteLinks(row.code);
      return (
        <Actions>
          <Link to={to.archive}>{archiveTexts.toArchive}</Link>
          <Link to={to.monitor}>{archiveTexts.toMonitor}</Link>
          <Link to={to.notice}>{archiveTexts.toNotice}</Link>
        </Actions>
      );
    },
  },
];
