import {
  fileResponseHandler,
  isFileDownload,
  monitorMessages,
  type FileDownload,
  type PortalQueryError,
} from 'shared-api';

/** Drops the filters left empty, so the server sees only what the member typed or chose. */
export function filled<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
    ),
  ) as Partial<T>;
}

/** A JSON success where a workbook was expected: nothing to save (spec 2 §5 暂时无法下载). */
const notAFile: PortalQueryError = {
  status: 200,
  code: 200,
  message: monitorMessages.noDownload,
  data: null,
};

type DownloadAnswer = { data?: unknown; error?: PortalQueryError };
/** The base query as a queryFn receives it, as far as a download uses it. */
type DownloadQuery = (args: {
  url: string;
  method: 'POST';
  body: unknown;
  responseHandler: typeof fileResponseHandler;
}) => PromiseLike<DownloadAnswer> | DownloadAnswer;

/** POSTs `body` and answers the workbook named by content-disposition, or 暂时无法下载. */
export async function downloadWorkbook(
  baseQuery: DownloadQuery,
  url: string,
  body: unknown,
): Promise<{ data: FileDownload } | { error: PortalQueryError }> {
  const file = await baseQuery({ url, method: 'POST', body, responseHandler: fileResponseHandler });
  if (file.error) return { error: file.error };
  if (!isFileDownload(file.data)) return { error: notAFile };
  return { data: file.data };
}
