import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  accountLimits,
  accountMessages,
  ApiCode,
  getErrorMessage,
  isEnvelopeError,
  useAliCodeMutation,
  useCloseOrderMutation,
  useSubmitTradeMutation,
  useVerifyPayMutation,
  useWxCodeMutation,
  type EnvelopeError,
  type PayChannel,
  type PaymentRequiredData,
  type TradeOrder,
} from 'shared-api';
import { toast } from 'shared-ui';
import { paymentTexts } from './payment-texts';

/** What each wallet's QR code encodes; a wallet whose code could not be fetched is missing. */
export type PayCodes = Partial<Record<PayChannel, string>>;

export type TradePaymentState =
  | { phase: 'preparing' }
  | { phase: 'ready'; order: TradeOrder; codes: PayCodes }
  | { phase: 'failed' };

export const PAY_CHANNELS: readonly PayChannel[] = ['weChat', 'aliPay'];

type Timer = ReturnType<typeof setTimeout>;

function isClosedAnswer(
  answer: PromiseSettledResult<unknown>,
): answer is PromiseRejectedResult & { reason: EnvelopeError } {
  return (
    answer.status === 'rejected' &&
    isEnvelopeError(answer.reason) &&
    answer.reason.code === ApiCode.conflict
  );
}

/**
 * One in-dialog payment (spec 3 §4, spec 1 §4): the trade becomes an order, both QR codes are
 * fetched (it fails only when neither comes), verifyPay is polled every 2 s; paid →
 * finish(true); 10 minutes → finish(false). `cancel` closes the order; only a successful close
 * stops the timers and finishes (spec 1 §4).
 */
export function useTradePayment(trade: PaymentRequiredData, finish: (paid: boolean) => void) {
  const [submitTrade] = useSubmitTradeMutation();
  const [wxCode] = useWxCodeMutation();
  const [aliCode] = useAliCodeMutation();
  const [verifyPay] = useVerifyPayMutation();
  const [closeOrder, { isLoading: cancelling }] = useCloseOrderMutation();
  const [state, setState] = useState<TradePaymentState>({ phase: 'preparing' });
  const [cancelError, setCancelError] = useState('');

  const finishRef = useRef(finish);
  useLayoutEffect(() => {
    finishRef.current = finish;
  }, [finish]);
  /** False once finished: late answers and timers then change nothing. */
  const active = useRef(true);
  const order = useRef<TradeOrder | null>(null);
  const timers = useRef<{ poll?: Timer; giveUp?: Timer }>({});
  const cancelInFlight = useRef(false);

  const stopTimers = useCallback(() => {
    clearTimeout(timers.current.poll);
    clearTimeout(timers.current.giveUp);
  }, []);

  const end = useCallback(
    (paid: boolean) => {
      if (!active.current) return;
      active.current = false;
      stopTimers();
      finishRef.current(paid);
    },
    [stopTimers],
  );

  useEffect(() => {
    let live = true;
    active.current = true;
    const running = () => live && active.current;

    timers.current.giveUp = setTimeout(() => {
      toast.error(paymentTexts.timedOut);
      end(false);
    }, accountLimits.paymentTimeoutMs);

    // The customer may scan either code. The server answers both paths from the order itself
    // today; asking both keeps the dialog right if a channel's check ever asks its provider.
    const poll = async (orderNo: string) => {
      const answers = await Promise.allSettled(
        PAY_CHANNELS.map((channel) => verifyPay({ orderNo, channel }).unwrap()),
      );
      if (!running()) return;
      if (answers.some((answer) => answer.status === 'fulfilled' && answer.value.paid)) {
        toast.success(accountMessages.paid);
        end(true);
        return;
      }
      // Code 3003: the order was closed elsewhere (another tab, the order centre); its codes
      // can no longer be paid, so waiting out the ten minutes would only mislead.
      const closed = answers.find(isClosedAnswer);
      if (closed) {
        toast.error(closed.reason.message);
        end(false);
        return;
      }
      // The next poll is timed from this answer, so a slow server never gets overlapping polls.
      timers.current.poll = setTimeout(() => void poll(orderNo), accountLimits.pollMs);
    };

    const prepare = async () => {
      try {
        const placed = await submitTrade(trade.tradeCode).unwrap();
        order.current = placed;
        // Given up while the order was being placed: cancel it, nobody will pay it here.
        if (!active.current) {
          void closeOrder(placed.outTradeNo);
          return;
        }
        if (!live) return;
        // One wallet failing must not keep the customer from paying with the other.
        const [wx, ali] = await Promise.allSettled([
          wxCode(placed.outTradeNo).unwrap(),
          aliCode(placed.outTradeNo).unwrap(),
        ]);
        if (!running()) return;
        const codes: PayCodes = {};
        if (wx.status === 'fulfilled') codes.weChat = wx.value.code_url;
        if (ali.status === 'fulfilled') codes.aliPay = ali.value.qrCode;
        if (!codes.weChat && !codes.aliPay) {
          setState({ phase: 'failed' });
          return;
        }
        setState({ phase: 'ready', order: placed, codes });
        timers.current.poll = setTimeout(() => void poll(placed.outTradeNo), accountLimits.pollMs);
      } catch {
        // The base query has already told the user the server's reason where it has one.
        if (running()) setState({ phase: 'failed' });
      }
    };
    void prepare();

    return () => {
      live = false;
      stopTimers();
    };
  }, [trade.tradeCode, submitTrade, wxCode, aliCode, verifyPay, closeOrder, end, stopTimers]);

  const cancel = useCallback(async () => {
    if (!active.current || cancelInFlight.current) return;
    const placed = order.current;
    // No order yet: nothing to cancel (prepare() closes one that arrives later).
    if (!placed) {
      end(false);
      return;
    }
    cancelInFlight.current = true;
    setCancelError('');
    try {
      await closeOrder(placed.outTradeNo).unwrap();
      end(false);
    } catch (error) {
      // Still open and still polling: the order may yet be paid.
      if (active.current) setCancelError(getErrorMessage(error, paymentTexts.cancelFailed));
    } finally {
      cancelInFlight.current = false;
    }
  }, [closeOrder, end]);

  return { state, cancel, cancelling, cancelError };
}
