import { getErrorMessage } from 'shared-api';
import { toast, type FormApi } from 'shared-ui';
import { useDialogSubmit } from '../dialog-form';

interface ChangeWords {
  /** Toast on success (添加成功！, 修改成功！...). */
  success: string;
  /** Toast on failure (spec 3 §8: 添加失败！, 修改失败！, 删除失败！). */
  failure: string;
}

/**
 * Runs one sub-account change and tells the user how it went. Resolves '' on success, or the
 * reason to show in the dialog (the server's words, else the failure word) on failure.
 */
export async function submitChange(change: () => Promise<unknown>, words: ChangeWords) {
  try {
    await change();
    toast.success(words.success);
    return '';
  } catch (error) {
    toast.error(words.failure);
    return getErrorMessage(error, words.failure);
  }
}

interface ChildChangeOptions<V> {
  /** Posts the checked values; rejects with the server's refusal. */
  send: (values: V) => Promise<unknown>;
  words: ChangeWords;
  /** Closes the dialog. */
  onDone: () => void;
}

/** The submit of a sub-account dialog: checks, sends, then closes or shows the reason. */
export function useChildChange<V>(
  form: FormApi<V>,
  { send, words, onDone }: ChildChangeOptions<V>,
) {
  return useDialogSubmit(form, async (values, showFailure) => {
    const reason = await submitChange(() => send(values), words);
    if (reason) showFailure(reason);
    else onDone();
  });
}
