import { ApiCode, getErrorMessage, isEnvelopeError, monitorMessages } from 'shared-api';
import { toast } from 'shared-ui';
import { useCreateWatchMutation, type WatchBody } from '../api/monitor-api';

/**
 * Creating a watch (spec 2 §4 'Payment inside dialogs'). Beyond the free slots the create
 * answers 6000: the add dialog closes first, the shell's payment dialog opens from the base
 * query, and once paid the base query repeats the create. Lives in the screen, not the dialog,
 * so the answer is still heard after the dialog has closed.
 */
export function useSubmitWatch(onAdded: () => void) {
  const [create, { isLoading }] = useCreateWatchMutation();

  /** Resolves true once the watch exists; a failure is told as a toast (the dialog may be closed). */
  const submit = async (body: WatchBody): Promise<boolean> => {
    const result = await create(body);
    if (!('error' in result)) {
      toast.success(monitorMessages.added);
      onAdded();
      return true;
    }
    const error = result.error;
    // Payment given up: the member closed the dialog; there is no failure to tell.
    if (!(isEnvelopeError(error) && error.code === ApiCode.paymentRequired)) {
      toast.error(getErrorMessage(error, monitorMessages.addFailed));
    }
    return false;
  };
  return { submit, submitting: isLoading };
}
