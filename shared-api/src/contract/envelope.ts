import { z } from 'zod';

/** Every response body: `{code, message, data}` (spec 3 §7). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });
