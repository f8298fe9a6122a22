import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ApiCode,
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  isEnvelopeError,
  monitorMessages,
  type RemoteAppProps,
} from 'shared-api';
import {
  BarChart,
  EmptyState,
  LockedSample,
  PageHeading,
  Section,
  Spinner,
  Table,
} from 'shared-ui';
import { useWatchOverviewQuery } from '../api/monitor-api';
import { resultHref } from '../result/result-url';
import { monitorTexts } from '../shared/texts';
import { countsPerIssue } from '../shared/counts-per-issue';
import { overviewColumns } from './overview-columns';
import { ListPager } from '../shared/ListPager';

/** /overview (spec 2 §2): every watch's matches over the latest 12 issues, and a chart. */
export function OverviewScreen({ title }: RemoteAppProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const overview = useWatchOverviewQuery(page);
  const data = overview.data;
  const locked = isEnvelopeError(overview.error) && overview.error.code === ApiCode.noPermission;

  let content;
  if (locked) {
    content = (
      <LockedSample
        rows={2}
        columns={7}
        upgrade={<Link to="/vip">{monitorTexts.upgradeNow}</Link>}
      />
    );
  } else if (overview.isError) {
    content = <EmptyState text={getErrorMessage(overview.error)} />;
  } else if (!data) {
    content = <Spinner size={24} />;
  } else if (data.total === 0) {
    content = (
      <EmptyState text={monitorMessages.noWatches}>
        <Link to="/monitorManage">{monitorTexts.addWatch}</Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <Section title={monitorTexts.chartTitle}>
          <BarChart title={monitorTexts.chartTitle} data={countsPerIssue(data)} />
        </Section>
        <Table
          caption={monitorTexts.gridCaption}
          columns={overviewColumns(data.issues, (row, issue) =>
            navigate(
              resultHref({
                monitorValue: row.monitorValue,
                type: row.monitorType,
                id: row.monitorId,
                issue,
              }),
            ),
          )}
          rows={data.list}
          rowKey="monitorId"
          loading={overview.isFetching}
        />
        <ListPager total={data.total} page={page} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {content}
    </>
  );
}
