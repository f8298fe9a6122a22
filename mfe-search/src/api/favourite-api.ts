import {
  api,
  archiveMessages,
  RECORD_PATHS,
  type FavouriteInput,
  type SearchRow,
} from 'shared-api';

/** What a collect call came to: added, or the mark was a favourite already. */
export type CollectOutcome = 'collected' | 'alreadyCollected';

/** collectRecordBatch's data (favouriteBatchResultSchema). */
interface BatchCounts {
  added: number;
  alreadyCollected: number;
}

/** A success's data with the envelope's message beside it (see `keepSuccessMessage`). */
interface WithMessage<T> {
  message: string;
  data: T;
}

const isSuccess = (body: unknown): body is { code: number | string; message?: unknown } =>
  typeof body === 'object' && body !== null && 'code' in body && Number(body.code) === 200;

/**
 * Spec 2 §8: a duplicate is answered code 200 with 该商标已被收藏 as the message or as the
 * data. The base query hands on only the data of a success, so this response handler moves
 * the message into the data first; refusals pass unchanged (the base query's catalogue).
 */
async function keepSuccessMessage(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isSuccess(body)) return body;
  const message = typeof body.message === 'string' ? body.message : '';
  return { ...body, data: { message, data: (body as { data?: unknown }).data ?? null } };
}

const saysAlreadyCollected = (answer: WithMessage<unknown>) =>
  answer.message.includes(archiveMessages.alreadyCollected) ||
  (typeof answer.data === 'string' && answer.data.includes(archiveMessages.alreadyCollected));

/** The mark as collectRecord takes it: number and class, the rest as the page shows it. */
export function favouriteOf(row: SearchRow): FavouriteInput {
  return {
    code: row.TM_CODE,
    categary: row.TM_NCL,
    mark: row.TM_NAME,
    accn: row.TM_HOLDER_CN,
    proxy: row.TM_PROXY ?? undefined,
    markDate: row.TM_APP_DATE,
    status: row.TM_STATUS,
  };
}

/**
 * Favourites from the search screens (spec 2 §7 'Favourites'): one mark from a result row or
 * the detail page, or the ticked rows at once. The list and removal are mfe-monitor's
 * (/collection); collecting invalidates its list. Silent: the screen words the outcome
 * (收藏成功, 已被收藏, 收藏失败); a 4002 still reaches the shell's permission handler.
 */
export const favouriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectRecord: build.mutation<CollectOutcome, FavouriteInput>({
      query: (mark) => ({
        url: RECORD_PATHS.collectRecord,
        method: 'POST',
        body: mark,
        responseHandler: keepSuccessMessage,
      }),
      extraOptions: { silent: true },
      transformResponse: (answer: WithMessage<unknown>) =>
        saysAlreadyCollected(answer) ? 'alreadyCollected' : 'collected',
      invalidatesTags: ['Favourite'],
    }),
    collectRecordBatch: build.mutation<CollectOutcome, readonly FavouriteInput[]>({
      query: (marks) => ({
        url: RECORD_PATHS.collectRecordBatch,
        method: 'POST',
        body: marks,
        responseHandler: keepSuccessMessage,
      }),
      extraOptions: { silent: true },
      // every mark a favourite already: nothing was added
      transformResponse: (answer: WithMessage<BatchCounts | null>) =>
        saysAlreadyCollected(answer) ||
        (answer.data !== null && answer.data.added === 0 && answer.data.alreadyCollected > 0)
          ? 'alreadyCollected'
          : 'collected',
      invalidatesTags: ['Favourite'],
    }),
  }),
});

export const { useCollectRecordMutation, useCollectRecordBatchMutation } = favouriteApi;
