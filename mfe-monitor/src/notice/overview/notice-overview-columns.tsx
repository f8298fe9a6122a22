import styled from 'styled-components';
import type { NoticeOverview } from 'shared-api';
import { Button, type TableColumn } from 'shared-ui';
import { monitorTexts } from '../../shared/texts';

export type NoticeOverviewRow = NoticeOverview['list'][number];

const Zero = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Code = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** How a row names its mark: the name (or 图形) over the number followed. */
const markName = (row: NoticeOverviewRow) => row.mark || '图形';

/**
 * The 12-issue grid (spec 2 §2 screen 9): the followed number, then one column per issue,
 * newest first. A cell with notices opens that issue's result.
 */
export function noticeOverviewColumns(
  issues: NoticeOverview['issues'],
  onOpen: (row: NoticeOverviewRow, issue: number) => void,
): TableColumn<NoticeOverviewRow>[] {
  return [
    {
      key: 'monitorValue',
      title: '定制商标',
      render: (row) => (
        <>
          {markName(row)}
          <Code>{row.monitorValue}</Code>
        </>
      ),
    },
    ...issues.map(({ issue }): TableColumn<NoticeOverviewRow> => ({
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
