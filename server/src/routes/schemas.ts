import { envelopeSchema } from 'shared-api/contract';
import { z } from 'zod';

/** Envelope shapes shared by the route schemas (documentation; handlers are typed). */
export const errorEnvelope = envelopeSchema(z.unknown()).describe(
  '错误：code 非 200，message 为提示',
);

/** `response` for a route: the success shape plus the error envelope for everything else. */
export const responses = <T extends z.ZodType>(data: T) => ({
  200: envelopeSchema(data),
  default: errorEnvelope,
});

export const bearerSecurity = [{ bearer: [] as string[] }];
