/** Every response body: `{code, message, data}` (spec 3 §7). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
