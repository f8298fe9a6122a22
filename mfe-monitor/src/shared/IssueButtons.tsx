import styled from 'styled-components';
import { Button } from 'shared-ui';
import { monitorTexts } from './texts';

export interface IssueChoice {
  issue: number;
  count: number;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The latest issues as buttons with their match counts; the chosen one is pressed. */
export function IssueButtons({
  issues,
  selected,
  onSelect,
}: {
  issues: readonly IssueChoice[];
  selected: number | null;
  onSelect: (issue: number) => void;
}) {
  return (
    <Bar role="group" aria-label="期号">
      {issues.map(({ issue, count }) => (
        <Button
          key={issue}
          size="small"
          variant={issue === selected ? 'primary' : 'default'}
          aria-pressed={issue === selected}
          onClick={() => onSelect(issue)}
        >
          {monitorTexts.issueCount(issue, count)}
        </Button>
      ))}
    </Bar>
  );
}

/** The facet map (issue → count) as buttons, newest issue first. */
export const issuesFromFacet = (facet: Record<string, number>): IssueChoice[] =>
  Object.entries(facet)
    .map(([issue, count]) => ({ issue: Number(issue), count }))
    .filter(({ issue }) => Number.isInteger(issue))
    .sort((a, b) => b.issue - a.issue);
