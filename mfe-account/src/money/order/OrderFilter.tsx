import { useState } from 'react';
import { ORDER_STATUSES, PAY_TYPES } from 'shared-api';
import { useOrderMemberNamesQuery, useOrderProductNamesQuery } from '../../api/orders-api';
import { Button, FormItem, Input, Select } from 'shared-ui';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { EMPTY_FILTER, startsAfterEnd, type OrderFilterValues } from './order-filter';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 ${({ theme }) => theme.space.lg};
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: 20px;
`;

interface OrderFilterProps {
  onSearch: (filter: OrderFilterValues) => void;
}

/** The order filter of spec 3 §5: pay type, product, member, status and the order-time range. */
export function OrderFilter({ onSearch }: OrderFilterProps) {
  const [values, setValues] = useState(EMPTY_FILTER);
  const [timeError, setTimeError] = useState<string>();
  const products = useOrderProductNamesQuery();
  const members = useOrderMemberNamesQuery();
  const set = (name: keyof OrderFilterValues) => (value: string) => {
    setValues((old) => ({ ...old, [name]: value }));
    setTimeError(undefined);
  };
  const search = () => {
    if (startsAfterEnd(values)) {
      setTimeError(t.timeOrder);
      return;
    }
    onSearch(values);
  };
  const reset = () => {
    setValues(EMPTY_FILTER);
    setTimeError(undefined);
    onSearch(EMPTY_FILTER);
  };
  const idNames = (list: { id: number; name: string }[] = []) =>
    list.map(({ id, name }) => ({ value: id, label: name }));

  return (
    <Grid
      aria-label={t.filterTitle}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <FormItem label={t.payType} htmlFor="order-pay-type">
        <Select
          id="order-pay-type"
          placeholder={t.all}
          value={values.payType}
          options={PAY_TYPES.map(({ id, label }) => ({ value: id, label }))}
          onChange={set('payType')}
        />
      </FormItem>
      <FormItem label={t.productCategory} htmlFor="order-product">
        <Select
          id="order-product"
          placeholder={t.all}
          value={values.productCategaryId}
          options={idNames(products.data)}
          onChange={set('productCategaryId')}
        />
      </FormItem>
      <FormItem label={t.member} htmlFor="order-member">
        <Select
          id="order-member"
          placeholder={t.all}
          value={values.memberId}
          options={idNames(members.data)}
          onChange={set('memberId')}
        />
      </FormItem>
      <FormItem label={t.status} htmlFor="order-status">
        <Select
          id="order-status"
          placeholder={t.all}
          value={values.status}
          options={ORDER_STATUSES.map(({ id, label }) => ({ value: id, label }))}
          onChange={set('status')}
        />
      </FormItem>
      <FormItem label={t.startTime} htmlFor="order-start" error={timeError}>
        <Input
          id="order-start"
          type="datetime-local"
          step={1}
          value={values.start}
          onChange={(event) => set('start')(event.target.value)}
        />
      </FormItem>
      <FormItem label={t.endTime} htmlFor="order-end">
        <Input
          id="order-end"
          type="datetime-local"
          step={1}
          value={values.end}
          onChange={(event) => set('end')(event.target.value)}
        />
      </FormItem>
      <Actions>
        <Button type="submit" variant="primary">
          {t.search}
        </Button>
        <Button onClick={reset}>{t.reset}</Button>
      </Actions>
    </Grid>
  );
}
