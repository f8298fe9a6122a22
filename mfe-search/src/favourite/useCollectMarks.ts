import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiCode,
  FAVOURITE_BATCH_MAX,
  archiveMessages,
  isEnvelopeError,
  useSession,
  type FavouriteInput,
} from 'shared-api';
import { toast } from 'shared-ui';
import {
  useCollectRecordBatchMutation,
  useCollectRecordMutation,
  type CollectOutcome,
} from '../api/favourite-api';
import { favouriteWords } from './favourite-words';

/** Where the shell sends a visitor: the login page, back here afterwards (slashes readable). */
const loginRedirectFor = (fullPath: string) =>
  `/login?redirect=${encodeURIComponent(fullPath).replace(/%2F/g, '/')}`;

/**
 * Refusals the base query has already dealt with: 4002 (the shell's permission handler shows
 * 请升级企业VIP或代理VIP获取权限！), an ended session, a server error page.
 */
const dealtWith = (error: unknown) =>
  isEnvelopeError(error) &&
  (error.code === ApiCode.noPermission ||
    error.code === ApiCode.sessionEnded ||
    error.status === 500);

const saysAlreadyCollected = (message: string) =>
  message.includes(archiveMessages.alreadyCollected);

function tell(outcome: CollectOutcome) {
  if (outcome === 'alreadyCollected') toast.info(archiveMessages.alreadyCollectedShort);
  else toast.success(archiveMessages.collected);
}

/**
 * The 收藏 action (spec 2 §7, §8): a visitor goes to login first; a member's marks are sent
 * (one with collectRecord, the ticked rows with collectRecordBatch) and the outcome told:
 * 收藏成功, 已被收藏, or 收藏失败.
 */
export function useCollectMarks() {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [collectOne, one] = useCollectRecordMutation();
  const [collectMany, many] = useCollectRecordBatchMutation();

  const run = async (send: () => Promise<{ data?: CollectOutcome; error?: unknown }>) => {
    if (!loggedIn) {
      navigate(loginRedirectFor(pathname + search));
      return;
    }
    const result = await send();
    if (result.data) tell(result.data);
    // the spec's duplicate is a 200; a refusal that says the same is told the same way
    else if (isEnvelopeError(result.error) && saysAlreadyCollected(result.error.message)) {
      tell('alreadyCollected');
    } else if (!dealtWith(result.error)) toast.error(archiveMessages.collectFailed);
  };

  const collectMark = (mark: FavouriteInput) => run(() => collectOne(mark));
  const collectTicked = (marks: readonly FavouriteInput[]) => {
    if (marks.length === 0) {
      toast.error(favouriteWords.nothingTicked);
      return Promise.resolve();
    }
    if (marks.length > FAVOURITE_BATCH_MAX) {
      toast.error(archiveMessages.batchTooLarge);
      return Promise.resolve();
    }
    return run(() => collectMany(marks));
  };
  return { collectMark, collectTicked, collecting: one.isLoading || many.isLoading };
}
