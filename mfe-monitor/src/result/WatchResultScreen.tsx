import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  isEnvelopeError,
  monitorMessages,
  WATCH_RESULT_ISSUES,
  WATCH_TYPES,
  type RemoteAppProps,
  type WatchType,
} from 'shared-api';
import { Button, EmptyState, PageHeading, Spinner, Table } from 'shared-ui';
import {
  useExportWatchMatchesMutation,
  useWatchFacetQuery,
  useWatchMatchesQuery,
} from '../api/monitor-api';
import { ExportRange } from '../shared/ExportRange';
import { IssueButtons, issuesFromFacet } from '../shared/IssueButtons';
import { MarkPicture } from '../shared/MarkPicture';
import { matchColumns } from '../shared/match-columns';
import { monitorTexts } from '../shared/texts';
import { readResultUrl, type ResultTarget } from './result-url';
import { byGrade } from './sort-by-grade';
import { ListPager } from '../shared/ListPager';

const Subject = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Expired = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** /monitorManage/result (spec 2 §2 'Monitoring result'): one watch's matches per issue. */
export function WatchResultScreen({ title }: RemoteAppProps) {
  const { search } = useLocation();
  const target = useMemo(() => readResultUrl(search), [search]);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {target ? (
        <WatchResult key={search} target={target} />
      ) : (
        <EmptyState text={monitorTexts.noMatches}>
          <Link to="/monitorManage">{monitorTexts.toMonitorManage}</Link>
        </EmptyState>
      )}
    </>
  );
}

const isExpiredAnswer = (error: unknown) =>
  isEnvelopeError(error) && error.message === monitorMessages.expired;

function WatchResult({ target }: { target: ResultTarget }) {
  const [issue, setIssue] = useState<number | null>(target.issue ?? null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [sorted, setSorted] = useState(true);
  const facet = useWatchFacetQuery(target.id);
  const [exportMatches] = useExportWatchMatchesMutation();
  const matches = useWatchMatchesQuery({
    monitorId: target.id,
    ...(issue === null ? {} : { issueNo: issue }),
    ...page,
  });

  const issues = issuesFromFacet(facet.data ?? {}).slice(0, WATCH_RESULT_ISSUES);
  // Without an issue asked, the newest issue with matches is shown; the answer names it.
  const shownIssue = issue ?? matches.data?.filter[0]?.TM_FIRST_ISSUE[0]?.ISSUE ?? null;
  const expired = isExpiredAnswer(facet.error) || isExpiredAnswer(matches.error);
  const rows = sorted ? byGrade(matches.data?.list ?? []) : (matches.data?.list ?? []);
  const total = matches.data?.total ?? 0;

  let content;
  if (expired) content = null;
  else if (matches.isError) content = <EmptyState text={getErrorMessage(matches.error)} />;
  else if (!matches.data) content = <Spinner size={24} />;
  else
    content = (
      <Table
        caption="监测结果"
        columns={matchColumns}
        rows={rows}
        rowKey="UID"
        loading={matches.isFetching}
        empty={monitorTexts.noMatches}
      />
    );

  return (
    <>
      <Subject>
        {monitorTexts.watchedMark}：
        {target.type === WATCH_TYPES.image ? (
          <MarkPicture src={target.monitorValue} alt="监测图形" />
        ) : (
          <strong>{target.monitorValue}</strong>
        )}
      </Subject>
      {expired && <Expired role="status">{monitorMessages.expired}</Expired>}
      <IssueButtons
        issues={issues}
        selected={shownIssue}
        onSelect={(next) => {
          setIssue(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <ExportRange
        issues={issues.map((i) => i.issue)}
        disabled={expired}
        onExport={(range) =>
          exportMatches({
            monitorId: target.id,
            keyword: target.monitorValue,
            monitorType: target.type as WatchType,
            ...range,
          })
        }
      />
      <Button variant="link" aria-pressed={sorted} onClick={() => setSorted(!sorted)}>
        {monitorTexts.sortByGrade}
      </Button>
      {content}
      {!expired && total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
    </>
  );
}
