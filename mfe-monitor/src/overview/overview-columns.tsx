import styled from 'styled-components';
import { WATCH_TYPES, type WatchOverview, type WatchOverviewRow } from 'shared-api';
import { Button, type TableColumn } from 'shared-ui';
import { MarkPicture } from '../shared/MarkPicture';
import { monitorTexts } from '../shared/texts';

const Zero = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The 12-issue grid (spec 2 §2 'Monitor overview'): the watch, then one column per issue,
 * newest first. A cell with matches opens that issue's result.
 */
export function overviewColumns(
  issues: WatchOverview['issues'],
  onOpen: (row: WatchOverviewRow, issue: number) => void,
): TableColumn<WatchOverviewRow>[] {
  return [
    {
      key: 'monitorValue',
      title: monitorTexts.watchedMark,
      render: (row) =>
        row.monitorType === WATCH_TYPES.image ? (
          <MarkPicture src={row.monitorValue} alt="监测图形" size={40} />
        ) : (
          row.monitorValue
        ),
    },
    ...issues.map(({ issue }): TableColumn<WatchOverviewRow> => ({
      key: String(issue),
      title: issue,
      align: 'center',
      render: (row) => {
        const count = row.valueMap[String(issue)] ?? 0;
        if (count === 0) return <Zero>0</Zero>;
        return (
          <Button
            variant="link"
            aria-label={`${row.monitorValue} ${monitorTexts.issue(issue)} ${count}件`}
            onClick={() => onOpen(row, issue)}
          >
            {count}
          </Button>
        );
      },
    })),
  ];
}
