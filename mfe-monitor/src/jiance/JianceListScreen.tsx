import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  getErrorMessage,
  JIANCE_PAGE_SIZE,
  WATCH_TYPES,
  type RemoteAppProps,
  type WatchMatch,
} from 'shared-api';
import { Button, EmptyState, PageHeading, Spinner, Table } from 'shared-ui';
import { useJianceSearchQuery } from '../api/jiance-api';
import { IssueButtons } from '../shared/IssueButtons';
import { MarkPicture } from '../shared/MarkPicture';
import { matchColumns } from '../shared/match-columns';
import { monitorTexts } from '../shared/texts';
import { VisitorToLogin } from '../shared/VisitorToLogin';
import { readJianceUrl, type JianceQuery } from './jiance-url';
import { useOpenMatchDetail } from './useOpenMatchDetail';
import { ListPager } from '../shared/ListPager';

const Subject = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** /jiance/list (spec 1 §4 'Monitoring (public entry)'): the matches of one issue. */
export function JianceListScreen({ title }: RemoteAppProps) {
  const { search } = useLocation();
  const query = useMemo(() => readJianceUrl(search), [search]);
  return (
    <VisitorToLogin>
      <PageHeading>{title}</PageHeading>
      {query ? (
        // A new search remounts the results: its issue and page start over.
        <JianceResults key={search} query={query} />
      ) : (
        <EmptyState text={monitorTexts.noMatches}>
          <Link to="/jiance">{monitorTexts.search}</Link>
        </EmptyState>
      )}
    </VisitorToLogin>
  );
}

function JianceResults({ query }: { query: JianceQuery }) {
  // null: the latest issue, as the server picks it; the answer says which one that was
  const [issue, setIssue] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const result = useJianceSearchQuery({
    type: query.type,
    value: query.value,
    ...(issue ? { issue } : {}),
    pageno: page,
  });
  const { openDetail, opening } = useOpenMatchDetail(query.type);

  const columns = [
    ...matchColumns,
    {
      key: 'detail',
      title: '操作',
      render: (row: WatchMatch) => (
        <Button variant="link" loading={opening === row.ID} onClick={() => openDetail(row.ID)}>
          {monitorTexts.viewDetail}
        </Button>
      ),
    },
  ];
  const data = result.data;
  const shownIssue = issue ?? data?.issue ?? null;

  return (
    <>
      <Subject>
        监测对象：
        {query.type === WATCH_TYPES.text ? (
          <strong>{query.value}</strong>
        ) : (
          <MarkPicture src={query.value} alt="监测图形" />
        )}
        <Link to="/jiance">重新查询</Link>
      </Subject>
      <IssueButtons
        issues={(data?.issues ?? []).map((i) => ({ issue: i.ISSUE, count: i.COUNT }))}
        selected={shownIssue}
        onSelect={(next) => {
          // Spec 1 §4: selecting an issue resets the page.
          setIssue(next);
          setPage(1);
        }}
      />
      {result.isError ? (
        <EmptyState text={getErrorMessage(result.error)} />
      ) : !data ? (
        <Spinner size={24} />
      ) : (
        <Table
          caption="近似商标"
          columns={columns}
          rows={data.list}
          rowKey="UID"
          loading={result.isFetching}
          empty={monitorTexts.noMatches}
        />
      )}
      {data && data.total > 0 && (
        <ListPager
          total={data.total}
          page={{ pageNum: page, pageSize: JIANCE_PAGE_SIZE }}
          sizes={[JIANCE_PAGE_SIZE]}
          onChange={(next) => setPage(next.pageNum)}
        />
      )}
    </>
  );
}
