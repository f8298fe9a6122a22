import type { Envelope } from 'shared-api/contract';
import { ApiCode } from 'shared-api/contract';

/** Message of a plain success; the spec fixes only the code (200). */
export const OK_MESSAGE = '成功';

export function ok<T>(data: T, message: string = OK_MESSAGE): Envelope<T> {
  return { code: ApiCode.ok, message, data };
}
