import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  type NoticeMark,
  type RemoteAppProps,
} from 'shared-api';
import { Button, EmptyState, PageHeading, Spinner, Table } from 'shared-ui';
import { useNoticeMarksQuery, useRenewNoticeMarkMutation } from '../../api/notice-api';
import { VisitorToLogin } from '../../shared/VisitorToLogin';
import { isNoPermission, useBelowEnterprise } from '../shared/access';
import { NoNoticeMarks, NoticeLocked } from '../shared/NoticeSamples';
import { noticeTexts } from '../shared/texts';
import { AddNoticeDialog } from './AddNoticeDialog';
import { EditNoticeDialog } from './EditNoticeDialog';
import { noticeMarkColumns } from './notice-mark-columns';
import { NO_NOTICE_FILTERS, NoticeFilters, type NoticeFilterValues } from './NoticeFilters';
import { useRenew } from '../../shared/useRenew';
import { useSubmitNotice } from './useSubmitNotice';
import { ListPager } from '../../shared/ListPager';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * /noticeManage (spec 2 §2 screen 8): the numbers the member follows, with results, edit and
 * renew, and the add dialog — opened at once, prefilled, when the address carries ?code=
 * (from favourites).
 */
export function NoticeManageScreen({ title }: RemoteAppProps) {
  return (
    <VisitorToLogin>
      <PageHeading>{title}</PageHeading>
      <NoticeManage />
    </VisitorToLogin>
  );
}

function NoticeManage() {
  const [params, setParams] = useSearchParams();
  const codeParam = params.get('code');
  const [adding, setAdding] = useState(codeParam !== null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [filters, setFilters] = useState<NoticeFilterValues>(NO_NOTICE_FILTERS);
  const [editing, setEditing] = useState<NoticeMark | null>(null);
  const belowEnterprise = useBelowEnterprise();
  const list = useNoticeMarksQuery(
    {
      ...page,
      applicant: filters.applicant,
      mark: filters.mark,
      ...(filters.status ? { status: Number(filters.status) } : {}),
    },
    { skip: belowEnterprise },
  );
  const { submit, submitting } = useSubmitNotice();
  const { renew: renewMark, renewing } = useRenew(useRenewNoticeMarkMutation);

  // Spec 2 §4/§6: below enterprise VIP or code 4002 disables the features, with the sample.
  const locked = belowEnterprise || isNoPermission(list.error);
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const open = () => setAdding(true);
  const closeAdd = () => {
    setAdding(false);
    // The number has been offered once; a reload should not open the dialog again.
    if (params.has('code')) {
      const next = new URLSearchParams(params);
      next.delete('code');
      setParams(next, { replace: true });
    }
  };

  let content;
  if (locked) content = <NoticeLocked />;
  else if (list.isError) content = <EmptyState text={getErrorMessage(list.error)} />;
  else if (!list.data) content = <Spinner size={24} />;
  else if (rows.length === 0 && filters === NO_NOTICE_FILTERS) {
    content = (
      <NoNoticeMarks>
        <Button variant="primary" onClick={open}>
          {noticeTexts.addMark}
        </Button>
      </NoNoticeMarks>
    );
  } else {
    content = (
      <Table
        caption={noticeTexts.markCaption}
        columns={noticeMarkColumns({
          onEdit: setEditing,
          onRenew: (m) => renewMark(m.id),
          renewing,
        })}
        rows={rows}
        rowKey="id"
        loading={list.isFetching}
      />
    );
  }

  return (
    <>
      <NoticeFilters
        disabled={locked}
        onApply={(next) => {
          setFilters(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <Toolbar>
        <Button variant="primary" disabled={locked || !list.data} onClick={open}>
          {noticeTexts.addMark}
        </Button>
      </Toolbar>
      {content}
      {!locked && total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
      <AddNoticeDialog
        // Opened over a list that loaded: a ?code= on a locked page offers nothing.
        open={adding && !locked && Boolean(list.data)}
        initialCode={codeParam ?? ''}
        onClose={closeAdd}
        onSubmit={submit}
        submitting={submitting}
      />
      <EditNoticeDialog mark={editing} onClose={() => setEditing(null)} />
    </>
  );
}
