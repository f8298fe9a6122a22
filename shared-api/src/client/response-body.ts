import type { Envelope } from '../contract/public';

/** A downloaded file, as the base query returns it for endpoints using `fileResponseHandler`. */
export interface FileDownload {
  kind: 'file';
  blob: Blob;
  /** From content-disposition; null when the header is missing (spec 3 §8: 暂时无法下载). */
  filename: string | null;
}

export function isFileDownload(value: unknown): value is FileDownload {
  return typeof value === 'object' && value !== null && (value as FileDownload).kind === 'file';
}

/** Envelope with the code still as sent: the spec allows 200 or '200'. */
export type RawEnvelope = Omit<Envelope, 'code'> & { code: number | string };

export function isEnvelope(value: unknown): value is RawEnvelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * The default response handler: JSON when it parses, otherwise the text. The server answers
 * some refusals with the plain body 'Access Denied' (spec 1 §8), which must reach the error
 * catalogue rather than become a parsing error.
 */
export async function jsonOrTextResponseHandler(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Response handler for downloads: pass it as `responseHandler` in the endpoint's query. A JSON
 * answer is still an envelope (code 6000, errors) and goes through the catalogue; anything
 * else is the file.
 */
export async function fileResponseHandler(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (/application\/json/i.test(type)) return jsonOrTextResponseHandler(response);
  return {
    kind: 'file',
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
  } satisfies FileDownload;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Handles RFC 6266 `filename*=UTF-8''…` and the URL-encoded `filename=…` Chinese servers send. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) return decode(extended[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? decode(name.trim()) : null;
}
