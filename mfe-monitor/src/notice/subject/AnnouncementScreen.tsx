import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  NOTICE_RESULT_ISSUES,
  type RemoteAppProps,
  type Subject,
} from 'shared-api';
import { EmptyState, PageHeading, Spinner } from 'shared-ui';
import {
  useExportSubjectNoticesMutation,
  useNoticeSubjectsQuery,
  useSubjectNoticeFacetQuery,
  useSubjectNoticesQuery,
} from '../../api/notice-api';
import { ExportRange } from '../../shared/ExportRange';
import { IssueButtons, issuesFromFacet } from '../../shared/IssueButtons';
import { monitorTexts } from '../../shared/texts';
import { VisitorToLogin } from '../../shared/VisitorToLogin';
import { isNoPermission, useBelowEnterprise } from '../shared/access';
import { NoNoticeMarks, NoticeLocked } from '../shared/NoticeSamples';
import { NoticeRowsTable } from '../shared/NoticeRowsTable';
import { noticeTexts } from '../shared/texts';
import {
  AnnouncementFilters,
  NO_ANNOUNCEMENT_FILTERS,
  type AnnouncementFilterValues,
} from './AnnouncementFilters';
import { defaultFirst, SubjectPicker } from './SubjectPicker';
import { ListPager } from '../../shared/ListPager';

/**
 * /announcement (spec 2 §2 screen 11): the gazette notices of every mark under one of the
 * member's subjects — the default one first — per issue, with filters and export.
 */
export function AnnouncementScreen({ title }: RemoteAppProps) {
  return (
    <VisitorToLogin>
      <PageHeading>{title}</PageHeading>
      <Announcement />
    </VisitorToLogin>
  );
}

function Announcement() {
  const belowEnterprise = useBelowEnterprise();
  const subjects = useNoticeSubjectsQuery(undefined, { skip: belowEnterprise });
  if (belowEnterprise || isNoPermission(subjects.error)) return <NoticeLocked />;
  if (subjects.isError) return <EmptyState text={getErrorMessage(subjects.error)} />;
  if (!subjects.data) return <Spinner size={24} />;
  const list = defaultFirst(subjects.data.list);
  if (list.length === 0) {
    return (
      <NoNoticeMarks>
        <Link to="/bodyManage">{noticeTexts.toBodyManage}</Link>
      </NoNoticeMarks>
    );
  }
  return <SubjectNotices subjects={list} />;
}

function SubjectNotices({ subjects }: { subjects: Subject[] }) {
  const [subjectId, setSubjectId] = useState(subjects[0]!.id);
  const [issue, setIssue] = useState<number | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [filters, setFilters] = useState<AnnouncementFilterValues>(NO_ANNOUNCEMENT_FILTERS);
  const facet = useSubjectNoticeFacetQuery(subjectId);
  const typed = {
    customRecordId: subjectId,
    ...(filters.cid ? { cid: Number(filters.cid) } : {}),
    regcode: filters.regcode,
    applicants: filters.applicants,
  };
  const notices = useSubjectNoticesQuery({
    ...typed,
    ...(issue === null ? {} : { issue }),
    ...page,
  });
  const [exportNotices] = useExportSubjectNoticesMutation();

  if (isNoPermission(facet.error) || isNoPermission(notices.error)) return <NoticeLocked />;

  const issues = issuesFromFacet(facet.data ?? {}).slice(0, NOTICE_RESULT_ISSUES);
  // Spec 2 §5: nothing to search in a subject without notices in the latest issues.
  const noData = facet.isSuccess && issues.every((i) => i.count === 0);
  const shownIssue = issue ?? notices.data?.filter[0]?.TM_FIRST_ISSUE[0]?.ISSUE ?? null;
  const total = notices.data?.total ?? 0;

  let content;
  if (notices.isError) content = <EmptyState text={getErrorMessage(notices.error)} />;
  else if (notices.isLoading) content = <Spinner size={24} />;
  else
    content = (
      <NoticeRowsTable
        caption={noticeTexts.announcementCaption}
        rows={notices.data?.list ?? []}
        loading={notices.isFetching}
        empty={monitorTexts.noMatches}
      />
    );

  return (
    <>
      <SubjectPicker
        subjects={subjects}
        value={subjectId}
        onChange={(id) => {
          setSubjectId(id);
          setIssue(null);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <IssueButtons
        issues={issues}
        selected={shownIssue}
        onSelect={(next) => {
          setIssue(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <AnnouncementFilters
        disabled={noData}
        onApply={(next) => {
          setFilters(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <ExportRange
        issues={issues.map((i) => i.issue)}
        disabled={noData}
        onExport={(range) => exportNotices({ ...typed, ...range })}
      />
      {content}
      {total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
    </>
  );
}
