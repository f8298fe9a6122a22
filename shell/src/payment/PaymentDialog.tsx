import styled from 'styled-components';
import { accountMessages, type PaymentRequiredData } from 'shared-api';
import { Button, Dialog, Spinner } from 'shared-ui';
import { PayCodes } from './PayCodes';
import { formatYuan, paymentTexts } from './payment-texts';
import { useTradePayment } from './use-trade-payment';

const Summary = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.price};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Note = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

const Problem = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

interface Props {
  trade: PaymentRequiredData;
  onFinish: (paid: boolean) => void;
}

/**
 * The payment dialog of a code-6000 answer: both QR codes and the amount. Closing it (×,
 * Escape or the cancel button) cancels the order; it stays open if the cancel fails.
 */
export function PaymentDialog({ trade, onFinish }: Props) {
  const { state, cancel, cancelling, cancelError } = useTradePayment(trade, onFinish);
  const cents = state.phase === 'ready' ? state.order.totalAmount : trade.totalAmount;
  return (
    <Dialog
      open
      onClose={() => void cancel()}
      title={paymentTexts.title}
      width={560}
      footer={
        <Button onClick={() => void cancel()} loading={cancelling}>
          {paymentTexts.cancel}
        </Button>
      }
    >
      <Summary>
        <p>{trade.productName}</p>
        <p>
          {paymentTexts.amount}：<strong data-testid="pay-amount">{formatYuan(cents)}</strong>
        </p>
        {state.phase === 'ready' && <p>订单号：{state.order.outTradeNo}</p>}
      </Summary>
      {state.phase === 'preparing' && (
        <Note>
          <Spinner label={null} /> {paymentTexts.preparing}
        </Note>
      )}
      {state.phase === 'ready' && (
        <>
          <PayCodes codes={state.codes} />
          <Note>{paymentTexts.hint}</Note>
        </>
      )}
      {state.phase === 'failed' && <Problem role="alert">{accountMessages.payError}</Problem>}
      {cancelError && <Problem role="alert">{cancelError}</Problem>}
    </Dialog>
  );
}
