import { useMemo, useState } from 'react';
import { accountLimits, type RemoteAppProps } from 'shared-api';
import { useOrdersQuery } from '../../api/orders-api';
import { PageHeading, Pagination, Section, Table } from 'shared-ui';
import { WalletBalance } from '../shared/WalletBalance';
import { moneyTexts as t } from '../texts';
import { orderColumns } from './order-columns';
import { EMPTY_FILTER, orderQueryBody, type OrderFilterValues } from './order-filter';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFilter } from './OrderFilter';

const PAGE_SIZES: number[] = [...accountLimits.orderPageSizes];

/** /order, inside the member centre: the balance, the filtered order list and one order's details. */
export function OrderScreen({ title }: RemoteAppProps) {
  const [filter, setFilter] = useState<OrderFilterValues>(EMPTY_FILTER);
  const [page, setPage] = useState({ num: 1, size: PAGE_SIZES[0] ?? 10 });
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const body = useMemo(() => orderQueryBody(filter, page.num, page.size), [filter, page]);
  const { data, isFetching, isError, refetch } = useOrdersQuery(body, {
    // Orders change as they are paid elsewhere: going back to an earlier filter asks again.
    refetchOnMountOrArgChange: true,
  });
  // A failed fetch empties the list rather than leaving the previous filter's rows (spec 3 §8).
  const shown = isError ? undefined : data;
  const columns = useMemo(() => orderColumns((order) => setDetailOf(order.orderSn)), []);

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Section>
        <WalletBalance withTopUp />
        <OrderFilter
          onSearch={(next) => {
            // The same filter on page 1 is the same request: ask again rather than read the cache.
            if (page.num === 1 && sameFilter(next, filter)) refetch();
            setFilter(next);
            setPage((old) => ({ ...old, num: 1 }));
          }}
        />
      </Section>
      <Section>
        <Table
          caption={t.ordersCaption}
          columns={columns}
          rows={shown?.list ?? []}
          rowKey="orderSn"
          loading={isFetching}
        />
        <Pagination
          total={shown?.total ?? 0}
          page={page.num}
          pageSize={page.size}
          pageSizeOptions={PAGE_SIZES}
          onChange={(num, size) => setPage({ num, size })}
        />
      </Section>
      <OrderDetailDialog orderSn={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}

const sameFilter = (a: OrderFilterValues, b: OrderFilterValues) =>
  (Object.keys(a) as (keyof OrderFilterValues)[]).every((key) => a[key] === b[key]);
