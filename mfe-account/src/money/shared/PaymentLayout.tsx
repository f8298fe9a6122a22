import type { ReactNode } from 'react';
import { accountMessages, PAYEE_NAME } from 'shared-api';
import { EmptyState, PageContainer, PageHeading, Section } from 'shared-ui';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { Amount, Facts, type Fact } from './Facts';

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: flex-start;
  justify-content: space-between;
`;

const Summary = styled.div`
  flex: 1 1 320px;
`;

export interface PaidOrder {
  orderNo: string;
  orderTime: string;
  /** yuan with two decimals */
  amount: string;
}

/** The order facts every payment page shows (spec 3 §2.6): number, time, amount, payee. */
export function orderFacts(order: PaidOrder, before: readonly Fact[] = []): Fact[] {
  return [
    ...before,
    [t.orderNo, order.orderNo],
    [t.orderTime, order.orderTime],
    [t.amount, <Amount key="amount">{t.yuan(order.amount)}</Amount>],
    [t.payee, PAYEE_NAME],
  ];
}

interface PaymentLayoutProps {
  title: string;
  facts: readonly Fact[];
  /** The QR code side (or the wallet tabs around it). */
  children: ReactNode;
}

/** A payment page: the order on the left, the code to scan on the right. */
export function PaymentLayout({ title, facts, children }: PaymentLayoutProps) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>
        <Columns>
          <Summary>
            <Facts items={facts} label={t.orderInfo} />
          </Summary>
          {children}
        </Columns>
      </Section>
    </PageContainer>
  );
}

/** Spec 3 §2.6, §8: the pay step failed (code 5020, no order, no code) or the price is wrong. */
export function PayErrorPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <PageHeading>{title}</PageHeading>
      <Section>
        <EmptyState text={accountMessages.payError} />
      </Section>
    </PageContainer>
  );
}
