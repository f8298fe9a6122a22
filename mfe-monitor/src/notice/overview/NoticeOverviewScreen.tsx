import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_WATCH_PAGE_SIZE, getErrorMessage, type RemoteAppProps } from 'shared-api';
import { BarChart, EmptyState, PageHeading, Section, Spinner, Table } from 'shared-ui';
import { useNoticeOverviewQuery } from '../../api/notice-api';
import { countsPerIssue } from '../../shared/counts-per-issue';
import { VisitorToLogin } from '../../shared/VisitorToLogin';
import { isNoPermission, useBelowEnterprise } from '../shared/access';
import { noticeResultHref } from '../shared/notice-url';
import { NoNoticeMarks, NoticeLocked } from '../shared/NoticeSamples';
import { noticeTexts } from '../shared/texts';
import { noticeOverviewColumns } from './notice-overview-columns';
import { ListPager } from '../../shared/ListPager';

/**
 * /noticeOverview (spec 2 §2 screen 9): every followed number's notices over 12 issues, and
 * a chart of the notices per issue.
 */
export function NoticeOverviewScreen({ title }: RemoteAppProps) {
  return (
    <VisitorToLogin>
      <PageHeading>{title}</PageHeading>
      <NoticeOverviewGrid />
    </VisitorToLogin>
  );
}

function NoticeOverviewGrid() {
  const navigate = useNavigate();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const belowEnterprise = useBelowEnterprise();
  const overview = useNoticeOverviewQuery(page, { skip: belowEnterprise });
  const data = overview.data;

  if (belowEnterprise || isNoPermission(overview.error)) return <NoticeLocked columns={7} />;
  if (overview.isError) return <EmptyState text={getErrorMessage(overview.error)} />;
  if (!data) return <Spinner size={24} />;
  if (data.total === 0) {
    return (
      <NoNoticeMarks columns={7}>
        <Link to="/noticeManage">{noticeTexts.addMark}</Link>
      </NoNoticeMarks>
    );
  }
  return (
    <>
      <Section title={noticeTexts.chartTitle}>
        <BarChart title={noticeTexts.chartTitle} data={countsPerIssue(data)} />
      </Section>
      <Table
        caption={noticeTexts.gridCaption}
        columns={noticeOverviewColumns(data.issues, (row, issue) =>
          navigate(noticeResultHref({ monitorValue: row.monitorValue, id: row.monitorId, issue })),
        )}
        rows={data.list}
        rowKey="monitorId"
        loading={overview.isFetching}
      />
      <ListPager total={data.total} page={page} onChange={setPage} />
    </>
  );
}
