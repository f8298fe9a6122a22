/** What the 12-issue grids share: their issues, and each row's count per issue. */
export interface IssueGrid {
  issues: ReadonlyArray<{ issue: number }>;
  list: ReadonlyArray<{ valueMap: Readonly<Record<string, number>> }>;
}

/** The grid's counts summed per issue over the rows listed, oldest first as a chart reads. */
export function countsPerIssue(grid: IssueGrid) {
  return [...grid.issues]
    .sort((a, b) => a.issue - b.issue)
    .map(({ issue }) => ({
      label: String(issue),
      value: grid.list.reduce((sum, row) => sum + (row.valueMap[String(issue)] ?? 0), 0),
    }));
}
