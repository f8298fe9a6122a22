import type {
  FastifyPluginAsync,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Zod 4 as Fastify's schema language, without an extra package: route schemas are the
 * contract's zod objects, requests are parsed by them (trimmed, typed), and the OpenAPI
 * document gets their JSON Schema through `z.toJSONSchema`.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin whose `app` infers request and reply types from zod schemas. */
export type ZodPlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ZodTypeProvider>;

export const isZodSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** A ZodError is an Error, so Fastify marks it FST_ERR_VALIDATION with HTTP 400. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    if (!isZodSchema(schema)) return { value: data };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** Response schemas document the API; bodies are built by typed handlers, so plain JSON. */
export const jsonSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

function toOpenApi(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
  });
  return json;
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** @fastify/swagger `transform`: zod schemas → OpenAPI schema objects. */
export function zodSwaggerTransform({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema) return { schema, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const value = out[part];
    if (isZodSchema(value)) out[part] = toOpenApi(value, 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    out.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, s]) => [
        status,
        isZodSchema(s) ? toOpenApi(s, 'output') : s,
      ]),
    );
  }
  return { schema: out as FastifySchema, url };
}
