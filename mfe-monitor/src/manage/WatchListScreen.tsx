import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiCode,
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  isEnvelopeError,
  type RemoteAppProps,
  type Watch,
} from 'shared-api';
import { Button, EmptyState, LockedSample, PageHeading, Spinner, Table } from 'shared-ui';
import { useRenewWatchMutation, useWatchListQuery } from '../api/monitor-api';
import { monitorTexts } from '../shared/texts';
import { AddWatchDialog } from './AddWatchDialog';
import { EditWatchDialog } from './EditWatchDialog';
import { NoWatches } from './NoWatches';
import { useRenew } from '../shared/useRenew';
import { useSubmitWatch } from './useSubmitWatch';
import { watchColumns } from './watch-columns';
import { NO_FILTERS, WatchFilters, type WatchFilterValues } from './WatchFilters';
import { ListPager } from '../shared/ListPager';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const NO_WATCHES_PATH = '/nomonitor';

/**
 * /monitorManage (spec 2 §2 'Monitored-mark list') and its variant /nomonitor for a member
 * with no watch: filters, the list with results/edit/renew, and the add dialog.
 */
export function WatchListScreen({ title, routePath }: RemoteAppProps) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const onNoWatchPage = routePath === NO_WATCHES_PATH;
  // From /nomonitor a new watch is shown where watches are listed.
  const { submit, submitting } = useSubmitWatch(() => {
    if (onNoWatchPage) navigate('/monitorManage');
  });
  const dialog = (
    <AddWatchDialog
      open={adding}
      onClose={() => setAdding(false)}
      onSubmit={submit}
      submitting={submitting}
    />
  );
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {onNoWatchPage ? (
        <NoWatches onAdd={() => setAdding(true)} />
      ) : (
        <WatchList onAdd={() => setAdding(true)} />
      )}
      {dialog}
    </>
  );
}

function WatchList({ onAdd }: { onAdd: () => void }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [filters, setFilters] = useState<WatchFilterValues>(NO_FILTERS);
  const list = useWatchListQuery({
    ...page,
    remarkApplicant: filters.remarkApplicant,
    remarkKeyword: filters.remarkKeyword,
    ...(filters.status ? { status: Number(filters.status) } : {}),
  });
  const [editing, setEditing] = useState<Watch | null>(null);
  const { renew: renewWatch, renewing } = useRenew(useRenewWatchMutation);

  // Spec 2 §4/§6: code 4002 disables the features and shows the greyed sample.
  const refusal = isEnvelopeError(list.error) ? list.error : undefined;
  const locked = refusal?.code === ApiCode.noPermission;
  const filtered = filters !== NO_FILTERS;
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  let content;
  if (locked) {
    content = (
      <LockedSample
        rows={2}
        columns={7}
        upgrade={<Link to="/vip">{monitorTexts.upgradeNow}</Link>}
      />
    );
  } else if (list.isError) {
    content = <EmptyState text={getErrorMessage(list.error)} />;
  } else if (!list.data) {
    content = <Spinner size={24} />;
  } else if (rows.length === 0 && !filtered) {
    content = <NoWatches onAdd={onAdd} />;
  } else {
    content = (
      <Table
        caption="监测商标"
        columns={watchColumns({ onEdit: setEditing, onRenew: (w) => renewWatch(w.id), renewing })}
        rows={rows}
        rowKey="id"
        loading={list.isFetching}
      />
    );
  }

  return (
    <>
      <WatchFilters
        disabled={locked}
        onApply={(next) => {
          setFilters(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <Toolbar>
        <Button variant="primary" disabled={locked || !list.data} onClick={onAdd}>
          {monitorTexts.addWatch}
        </Button>
      </Toolbar>
      {content}
      {!locked && total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
      <EditWatchDialog watch={editing} onClose={() => setEditing(null)} />
    </>
  );
}
