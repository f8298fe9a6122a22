import styled from 'styled-components';
import { tmStatusLabel, type RenewalRecord } from 'shared-api';
import type { TableColumn } from 'shared-ui';
import { MarkPicture } from '../../shared/MarkPicture';
import { DetailLink } from '../records/archive-columns';
import { ProgressRing } from './ProgressRing';
import { readRemaining, remainingText, ringShare } from './remaining-days';

const Remaining = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

/** The remaining-days cell: the ring and its words; the raw value if it cannot be read. */
function RemainingDays({ value, status }: { value: string; status: number }) {
  const remaining = readRemaining(value, status);
  if (!remaining) return <>{value || '—'}</>;
  const text = remainingText(remaining);
  return (
    <Remaining data-testid="remaining-days">
      <ProgressRing share={ringShare(remaining)} tone={remaining.kind} label={text} />
      {text}
    </Remaining>
  );
}

/** Spec 2 §3 'Renewal record': the columns of the renewal list. */
export const renewalColumns: TableColumn<RenewalRecord>[] = [
  {
    key: 'imageUrl',
    title: '商标图样',
    width: 72,
    render: (row) => <MarkPicture src={row.imageUrl} alt={row.TM_NAME} />,
  },
  { key: 'TM_CODE', title: '注册号' },
  {
    key: 'TM_NAME',
    title: '商标名称',
    render: (row) => <DetailLink uid={row.UID}>{row.TM_NAME}</DetailLink>,
  },
  { key: 'TM_NCL', title: '类别', align: 'center' },
  { key: 'TM_STATUS', title: '商标状态', render: (row) => tmStatusLabel(row.TM_STATUS) },
  { key: 'TM_DEADLINE_END', title: '专用权截止日' },
  {
    key: 'TM_REMAINING_DAYS',
    title: '剩余期限',
    render: (row) => <RemainingDays value={row.TM_REMAINING_DAYS} status={row.TM_XZSTATUS} />,
  },
  { key: 'TM_HOLDER_CN', title: '申请人' },
];
