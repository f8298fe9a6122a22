import { useState } from 'react';
import styled from 'styled-components';
import {
  archiveMessages,
  DEFAULT_WATCH_PAGE_SIZE,
  getErrorMessage,
  type RemoteAppProps,
} from 'shared-api';
import {
  Button,
  Dialog,
  EmptyState,
  PageHeading,
  Spinner,
  type RowKey,
  Table,
  toast,
} from 'shared-ui';
import {
  type FavouriteArgs,
  useFavouritesQuery,
  useRemoveFavouritesMutation,
} from '../../api/archive-api';
import { ArchiveGate, ArchiveLocked, isNoPermission } from '../ArchiveGate';
import { archiveTexts } from '../archive-texts';
import { favouriteColumns } from './favourite-columns';
import { FavouriteFilters } from './FavouriteFilters';
import { ListPager } from '../../shared/ListPager';

type Filters = Omit<FavouriteArgs, 'pageNum' | 'pageSize'>;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * /collection (spec 2 §2 screen 7): the member's favourites with filters, links to the
 * archive, the watch list and announcement customisation, and batch removal of the rows
 * ticked (删除收藏成功 / 删除失败).
 */
export function FavouritesScreen({ title }: RemoteAppProps) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ArchiveGate columns={9}>
        <Favourites />
      </ArchiveGate>
    </>
  );
}

function Favourites() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_WATCH_PAGE_SIZE });
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [confirming, setConfirming] = useState(false);
  const list = useFavouritesQuery({ ...page, ...filters });
  const [remove, removing] = useRemoveFavouritesMutation();

  if (isNoPermission(list.error)) return <ArchiveLocked columns={9} />;
  const filtered = Object.values(filters).some(
    (value) => value !== undefined && String(value).trim() !== '',
  );
  const total = list.data?.total ?? 0;
  // Spec 2 §5: nothing to search without a single favourite.
  const nothingToSearch = !list.data || (total === 0 && !filtered);

  const removeSelected = async () => {
    const result = await remove(selected.map(Number));
    setConfirming(false);
    if ('error' in result) return toast.error(archiveMessages.uncollectFailed);
    toast.success(archiveMessages.uncollected);
    setSelected([]);
  };

  let content;
  if (list.isError) content = <EmptyState text={getErrorMessage(list.error)} />;
  else if (!list.data) content = <Spinner size={24} />;
  else if (total === 0 && !filtered) content = <EmptyState text={archiveTexts.noFavourites} />;
  else
    content = (
      <Table
        caption={archiveTexts.favouritesTable}
        columns={favouriteColumns}
        rows={list.data.list}
        rowKey="id"
        loading={list.isFetching}
        empty={archiveTexts.noRecords}
        selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
      />
    );

  return (
    <>
      <FavouriteFilters
        searchDisabled={nothingToSearch}
        onApply={(next) => {
          setFilters(next);
          setPage({ ...page, pageNum: 1 });
        }}
      />
      <Toolbar>
        <Button
          variant="danger"
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
        >
          {archiveTexts.removeFavourites}
        </Button>
      </Toolbar>
      {content}
      {total > 0 && <ListPager total={total} page={page} onChange={setPage} />}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={archiveTexts.removeFavourites}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>{archiveTexts.cancel}</Button>
            <Button variant="danger" loading={removing.isLoading} onClick={removeSelected}>
              {archiveTexts.remove}
            </Button>
          </>
        }
      >
        <p>{archiveTexts.confirmRemoveFavourites(selected.length)}</p>
      </Dialog>
    </>
  );
}
