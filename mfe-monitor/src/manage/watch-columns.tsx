import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  WATCH_STATUS,
  WATCH_STATUS_LABELS,
  WATCH_TYPE_LABELS,
  WATCH_TYPES,
  type Watch,
  type WatchType,
} from 'shared-api';
import { Button, type TableColumn } from 'shared-ui';
import { MarkPicture } from '../shared/MarkPicture';
import { monitorTexts } from '../shared/texts';
import { resultHref } from '../result/result-url';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface WatchActions {
  onEdit: (watch: Watch) => void;
  onRenew: (watch: Watch) => void;
  renewing: number | null;
}

/** The list's columns (spec 2 §2 'Monitored-mark list'), with the actions of each watch. */
export function watchColumns({ onEdit, onRenew, renewing }: WatchActions): TableColumn<Watch>[] {
  return [
    {
      key: 'monitorType',
      title: '类型',
      render: (w) =>
        w.monitorType === WATCH_TYPES.image ? (
          <>
            {WATCH_TYPE_LABELS[WATCH_TYPES.image]}
            <MarkPicture src={w.monitorValue} alt="监测图形" size={48} />
          </>
        ) : (
          (WATCH_TYPE_LABELS[w.monitorType as WatchType] ?? '—')
        ),
    },
    {
      key: 'monitorValue',
      title: '商标名称',
      render: (w) => (w.monitorType === WATCH_TYPES.image ? <Muted>图形</Muted> : w.monitorValue),
    },
    {
      key: 'remarks',
      title: '备注',
      render: (w) => [w.remarkApplicant, w.remarkKeyword].filter(Boolean).join(' / ') || '—',
    },
    {
      key: 'classes',
      title: '监测类别',
      render: (w) => (w.classes.length ? w.classes.join(',') : monitorTexts.allClasses),
    },
    { key: 'dates', title: '监测期限', render: (w) => `${w.startDate} 至 ${w.endDate}` },
    { key: 'status', title: '状态', render: (w) => WATCH_STATUS_LABELS[w.status] ?? '—' },
    {
      key: 'latestMatches',
      title: '最新近似',
      render: (w) =>
        w.latestIssue === null ? '—' : `${monitorTexts.issue(w.latestIssue)} ${w.latestMatches}件`,
    },
    {
      key: 'actions',
      title: '操作',
      render: (w) => (
        <Actions>
          <Link to={resultHref({ monitorValue: w.monitorValue, type: w.monitorType, id: w.id })}>
            {monitorTexts.viewResults}
          </Link>
          <Button
            variant="link"
            disabled={w.status === WATCH_STATUS.expired}
            onClick={() => onEdit(w)}
          >
            {monitorTexts.edit}
          </Button>
          <Button variant="link" loading={renewing === w.id} onClick={() => onRenew(w)}>
            {monitorTexts.renew}
          </Button>
        </Actions>
      ),
    },
  ];
}
