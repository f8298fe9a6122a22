import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOTICE_MARK_STATUS, type NoticeMark } from 'shared-api';
import { Button, type TableColumn } from 'shared-ui';
import { MarkPicture } from '../../shared/MarkPicture';
import { monitorTexts } from '../../shared/texts';
import { noticeResultHref } from '../shared/notice-url';
import { NOTICE_STATUS_LABELS, noticeTexts } from '../shared/texts';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

export interface NoticeMarkActions {
  onEdit: (mark: NoticeMark) => void;
  onRenew: (mark: NoticeMark) => void;
  renewing: number | null;
}

/** The list's columns (spec 2 §3 'Announcement-customised mark'), with each mark's actions. */
export function noticeMarkColumns({
  onEdit,
  onRenew,
  renewing,
}: NoticeMarkActions): TableColumn<NoticeMark>[] {
  return [
    {
      key: 'imagePath',
      title: '商标图样',
      width: 72,
      render: (m) => <MarkPicture src={m.imagePath} alt={m.mark || m.monitorValue} />,
    },
    { key: 'monitorValue', title: '注册号' },
    { key: 'mark', title: '商标名称', render: (m) => m.mark || '图形' },
    { key: 'applicant', title: '申请人' },
    { key: 'startDate', title: '开始日期' },
    { key: 'endDate', title: '结束日期' },
    { key: 'status', title: '状态', render: (m) => NOTICE_STATUS_LABELS[m.status] ?? '—' },
    {
      key: 'latestNotices',
      title: '最新公告',
      render: (m) =>
        m.latestIssue === null
          ? noticeTexts.latestNone
          : `${monitorTexts.issue(m.latestIssue)} ${m.latestNotices}件`,
    },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <Actions>
          <Link to={noticeResultHref({ monitorValue: m.monitorValue, id: m.id })}>
            {monitorTexts.viewResults}
          </Link>
          <Button
            variant="link"
            disabled={m.status === NOTICE_MARK_STATUS.expired}
            onClick={() => onEdit(m)}
          >
            {monitorTexts.edit}
          </Button>
          <Button variant="link" loading={renewing === m.id} onClick={() => onRenew(m)}>
            {monitorTexts.renew}
          </Button>
        </Actions>
      ),
    },
  ];
}
