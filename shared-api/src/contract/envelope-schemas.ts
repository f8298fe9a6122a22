import { z } from 'zod';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });
