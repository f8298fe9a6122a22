import { ApiCode, getErrorMessage, isEnvelopeError, noticeMessages } from 'shared-api';
import { toast } from 'shared-ui';
import { useCreateNoticeMarkMutation } from '../../api/notice-api';

/**
 * Following a number (spec 2 §4 'Payment inside dialogs'). Beyond the free slots the create
 * answers 6000: the add dialog closes first, the shell's payment dialog opens from the base
 * query, and once paid the base query repeats the create. Lives in the screen, not the
 * dialog, so the answer is still heard after the dialog has closed.
 */
export function useSubmitNotice() {
  const [create, { isLoading }] = useCreateNoticeMarkMutation();

  /** Resolves true once the number is followed; a failure is told as a toast. */
  const submit = async (code: string): Promise<boolean> => {
    const result = await create(code);
    if (!('error' in result)) {
      toast.success(noticeMessages.added);
      return true;
    }
    const error = result.error;
    // Payment given up: the member closed the dialog; there is no failure to tell.
    if (!(isEnvelopeError(error) && error.code === ApiCode.paymentRequired)) {
      toast.error(getErrorMessage(error, noticeMessages.addFailed));
    }
    return false;
  };
  return { submit, submitting: isLoading };
}
