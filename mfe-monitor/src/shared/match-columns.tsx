import { tmStatusLabel, type WatchMatch } from 'shared-api';
import { HighlightedText, MatchReasons, type TableColumn } from 'shared-ui';
import { DeadlineCountdown } from './DeadlineCountdown';
import { MarkPicture } from './MarkPicture';

/**
 * The columns of a match, shared by /jiance/list and the watch result: the picture, the name
 * with the characters that matched, the grade and reasons, the register's facts and the
 * opposition deadline (beyond the spec).
 */
export const matchColumns: TableColumn<WatchMatch>[] = [
  {
    key: 'imageUrl',
    title: '商标图样',
    width: 72,
    render: (row) => <MarkPicture src={row.imageUrl} alt={row.TM_NAME} />,
  },
  {
    key: 'TM_NAME',
    title: '商标名称',
    render: (row) => (
      <strong data-testid="match-name">
        <HighlightedText text={row.TM_NAME} highlight={row.match.highlight} />
      </strong>
    ),
  },
  {
    key: 'match',
    title: '近似程度',
    render: (row) => <MatchReasons grade={row.match.grade} reasons={row.match.reasons} />,
  },
  { key: 'TM_CODE', title: '注册号' },
  { key: 'TM_NCL', title: '类别', align: 'center' },
  { key: 'TM_STATUS', title: '商标状态', render: (row) => tmStatusLabel(row.TM_STATUS) },
  { key: 'TM_APP_DATE', title: '申请日期' },
  { key: 'TM_HOLDER_CN', title: '申请人' },
  { key: 'issue', title: '初审期号', align: 'center' },
  {
    key: 'oppositionDeadline',
    title: '异议期',
    render: (row) => <DeadlineCountdown deadline={row.oppositionDeadline} />,
  },
];
