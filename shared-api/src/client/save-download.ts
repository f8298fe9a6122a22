import type { FileDownload } from './response-body';

/** Spec 2 §5, 3 §8: a download without a file name (no content-disposition) is refused so. */
export const NO_FILE_MESSAGE = '暂时无法下载';

/**
 * Saves a downloaded file (every remote's exports: detail, results, monitoring) under the name the server gave it. Returns false when there is no
 * name, which the portal treats as 'no file' everywhere.
 */
export function saveDownload(file: FileDownload): boolean {
  if (!file.filename) return false;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
