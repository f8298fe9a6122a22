import { HttpResponse } from 'msw';

/** The API's `{code, message, data}` envelope, as an msw answer (HTTP 200 unless told). */
export const envelope = (code: number | string, message = '', data: unknown = null, status = 200) =>
  HttpResponse.json({ code, message, data }, { status });

/** A success envelope carrying `data`. */
export const ok = (data: unknown = null) => envelope(200, '成功', data);
