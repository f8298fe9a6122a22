import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiCode,
  getErrorMessage,
  isEnvelopeError,
  type PayChannel,
  type VipSubmitBody,
} from 'shared-api';
import {
  usePayVipByBalanceMutation,
  useRefreshMembershipMutation,
  useSubmitVipMutation,
} from '../../api/vip-api';
import { successPath, upgradePath } from '../payment/payment-paths';
import { yuan } from '../shared/money';

/**
 * Submitting the VIP order (spec 3 §4 'VIP purchase'). payType 2 is paid from the balance
 * here: then the session is renewed and the new level stored before the success page. payType
 * 1 goes to the QR page of the order. Code 5020 is the pay-error state (`onPayError`).
 */
export function useVipCheckout(onPayError: () => void) {
  const navigate = useNavigate();
  const [submitVip] = useSubmitVipMutation();
  const [payByBalance] = usePayVipByBalanceMutation();
  const [refreshMembership] = useRefreshMembershipMutation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const fail = (error: unknown) => {
    if (isEnvelopeError(error) && error.code === ApiCode.payError) onPayError();
    else setMessage(getErrorMessage(error));
  };

  const run = async (body: VipSubmitBody, channel: PayChannel) => {
    const submitted = await submitVip(body);
    if (submitted.error) return fail(submitted.error);
    const order = submitted.data;
    const price = yuan(order.totalAmount);
    if (order.payType === 1) {
      const time = order.orderTime;
      navigate(upgradePath({ active: channel, price, ordernum: order.outTradeNo, time }));
      return undefined;
    }
    const paid = await payByBalance(order.outTradeNo);
    if (paid.error) return fail(paid.error);
    // The level is paid: a failed renewal of the session must not stop the success page.
    await refreshMembership();
    navigate(successPath(price));
    return undefined;
  };

  const checkout = async (body: VipSubmitBody, channel: PayChannel) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await run(body, channel);
    } finally {
      setBusy(false);
    }
  };

  return { checkout, busy, message };
}
