import { Link } from 'react-router-dom';
import { useWalletQuery } from '../../api/orders-api';
import styled from 'styled-components';
import { moneyTexts as t } from '../texts';
import { Amount } from './Facts';
import { yuan } from './money';

const Line = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/** The wallet balance in yuan (spec 3 §2.3), with a way to top it up where that makes sense. */
export function WalletBalance({ withTopUp = false }: { withTopUp?: boolean }) {
  const { data } = useWalletQuery();
  return (
    <Line>
      <span>{t.balance}</span>
      <Amount data-testid="wallet-balance">{data ? t.yuan(yuan(data.balance)) : '—'}</Amount>
      {withTopUp && <Link to="/recharge">{t.topUpLink}</Link>}
    </Line>
  );
}
