import { useState } from 'react';
import { ApiCode, getErrorMessage, isEnvelopeError } from 'shared-api';
import { toast } from 'shared-ui';
import { useRenewNoticeMarkMutation } from '../api/notice-api';
import { useRenewWatchMutation } from '../api/monitor-api';
import { monitorTexts } from './texts';

type RenewMutation = typeof useRenewWatchMutation | typeof useRenewNoticeMarkMutation;

/**
 * 续费 of a watch or a notice mark (spec 2 §4): renew/{id} answers 6000 with the year's trade;
 * the shell's payment dialog opens from the base query, which repeats the renewal once paid.
 * `renewing` is the id being renewed, for its row's button.
 */
export function useRenew(useRenewMutation: RenewMutation) {
  const [renewCall] = useRenewMutation();
  const [renewing, setRenewing] = useState<number | null>(null);
  const renew = async (id: number) => {
    setRenewing(id);
    try {
      const result = await renewCall(id);
      if (!('error' in result)) return toast.success(monitorTexts.renewed);
      const error = result.error;
      // Payment given up: nothing failed to tell.
      if (isEnvelopeError(error) && error.code === ApiCode.paymentRequired) return;
      toast.error(getErrorMessage(error, monitorTexts.renewFailed));
    } finally {
      setRenewing(null);
    }
  };
  return { renew, renewing };
}
