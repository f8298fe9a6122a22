import { getErrorMessage } from 'shared-api';
import { toast } from 'shared-ui';

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
