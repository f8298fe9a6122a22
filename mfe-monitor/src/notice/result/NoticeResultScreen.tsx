import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  isEnvelopeError,
  NOTICE_RESULT_ISSUES,
  noticeMessages,
  type RemoteAppProps,
} from 'shared-api';
import { EmptyState, PageHeading, Spinner } from 'shared-ui';
import {
  useExportNoticeMarkMutation,
  useNoticeFacetQuery,
  useNoticeResultsQuery,
} from '../../api/notice-api';
import { ExportRange } from '../../shared/ExportRange';
import { IssueButtons, issuesFromFacet } from '../../shared/IssueButtons';
import { monitorTexts } from '../../shared/texts';
import { VisitorToLogin } from '../../shared/VisitorToLogin';
import { isNoPermission, useBelowEnterprise } from '../shared/access';
import { readNoticeUrl, type NoticeTarget } from '../shared/notice-url';
import { NoticeLocked } from '../shared/NoticeSamples';
import { NoticeRowsTable } from '../shared/NoticeRowsTable';
import { noticeTexts } from '../shared/texts';
import { ListPager } from '../../shared/ListPager';

const Followed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Expired = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * /noticeManage/noticeResult (spec 2 §2 screen 10): one followed number's notices per issue —
 * the latest 12 issues with counts, the notices with their gazette pages, export of 1–3 issues.
 */
export function NoticeResultScreen({ title }: RemoteAppProps) {
  const { search } = useLocation();
  const target = useMemo(() => readNoticeUrl(search), [search]);
  const belowEnterprise = useBelowEnterprise();
  let content;
  if (belowEnterprise) content = <NoticeLocked />;
  else if (target) content = <NoticeResult key={search} target={target} />;
  else
    content = (
      <EmptyState text={monitorTexts.noMatches}>
        <Link to="/noticeManage">{noticeTexts.toNoticeManage}</Link>
      </EmptyState>
    );
  return (
    <VisitorToLogin>
      <PageHeading>{title}</PageHeading>
      {content}
    </VisitorToLogin>
  );
}

const isExpiredAnswer = (error: unknown) =>
  isEnvelopeError(error) && error.message === noticeMessages.expired;

function NoticeResult({ target }: { target: NoticeTarget }) {
  const [issue, setIssue] = useState<number | null>(target.issue ?? null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const facet = useNoticeFacetQuery(target.id);
  const results = useNoticeResultsQuery({
    monitorId: target.id,
    ...(issue === null ? {} : { issue }),
    ...page,
  });
  const [exportNotices] = useExportNoticeMarkMutation();

  if (isNoPermission(facet.error) || isNoPermission(results.error)) return <NoticeLocked />;

  const issues = issuesFromFacet(facet.data ?? {}).slice(0, NOTICE_RESULT_ISSUES);
  // Without an issue asked, the newest issue with notices is shown; the answer names it.
  const shownIssue = issue ?? results.data?.filter[0]?.TM_FIRST_ISSUE[0]?.ISSUE ?? null;
  const expired = isExpiredAnswer(facet.error) || isExpiredAnswer(results.error);
  const total = results.data?.total ?? 0;

  let content;
  if (expired) content = null;
  else if (results.isError) content = <EmptyState text={getErrorMessage(results.error)} />;
  else if (!results.data) content = <Spinner size={24} />;
  else
    content = (
      <NoticeRowsTable
        caption={noticeTexts.resultCaption}
        rows={results.data.list}
        loading={results.isFetching}
        empty={monitorTexts.noMatches}
      />
    );

  return (
    <>
      <Followed>
        {noticeTexts.followedCode}：<strong>{target.monitorValue}</strong>
      </Followed>
      {expired && <Expired role="status">{noticeMessages.expired}</Expired>}
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
        onExport={(range) => exportNotices({ monitorId: target.id, ...range })}
      />
      {content}
      {!expired && total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
    </>
  );
}
