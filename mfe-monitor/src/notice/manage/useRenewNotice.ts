import { useState } from 'react';
import { ApiCode, getErrorMessage, isEnvelopeError } from 'shared-api';
import { toast } from 'shared-ui';
import { useRenewNoticeMarkMutation } from '../../api/notice-api';
import { monitorTexts } from '../../shared/texts';

/**
 * 续费 (spec 2 §4): renew/{id} answers 6000 with the year's trade; the shell's payment dialog
 * opens from the base query, which repeats the renewal once paid.
 */
export function useRenewNotice() {
  const [renew] = useRenewNoticeMarkMutation();
  const [renewing, setRenewing] = useState<number | null>(null);
  const renewMark = async (id: number) => {
    setRenewing(id);
    try {
      const result = await renew(id);
      if (!('error' in result)) return toast.success(monitorTexts.renewed);
      const error = result.error;
      // Payment given up: nothing failed to tell.
      if (isEnvelopeError(error) && error.code === ApiCode.paymentRequired) return;
      toast.error(getErrorMessage(error, monitorTexts.renewFailed));
    } finally {
      setRenewing(null);
    }
  };
  return { renewMark, renewing };
}
