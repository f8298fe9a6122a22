/** The OpenAPI document's operations, reduced to what the sweep needs to call them. */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{name}` placeholders */
  path: string;
  parameters: Parameter[];
  /** the JSON body's schema, if the operation documents one */
  body: JsonSchema | undefined;
  /** a body of any kind may arrive (POST, PUT, PATCH), documented or not (multipart) */
  takesBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** The documentation's own routes serve static files; everything else is the API. */
const SKIPPED_PREFIX = '/shebiao/docs';

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith(SKIPPED_PREFIX)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        takesBody: upper === 'POST' || upper === 'PUT' || upper === 'PATCH',
      });
    }
  }
  return operations;
}

/** The concrete variant of a schema: the first non-null branch of anyOf/oneOf/allOf. */
export function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!branches) return schema;
  const first = branches.find((b) => b.type !== 'null') ?? branches[0] ?? {};
  return concrete(first);
}

export function typeOf(schema: JsonSchema): string {
  const s = concrete(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null') ?? 'string';
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.enum) return typeof s.enum[0];
  return 'unknown';
}

const INT4_MAX = 2_147_483_647;

/**
 * Every integer a request carries, with a range wider than PostgreSQL's `integer`: the
 * contract must bound each one by its column (shared-api/src/contract/ranges.ts).
 */
export function unboundedIntegers(op: Operation): string[] {
  const found: string[] = [];
  const walk = (schema: JsonSchema | undefined, where: string): void => {
    if (!schema) return;
    const s = concrete(schema);
    const kind = typeOf(s);
    if (kind === 'integer' || kind === 'number') {
      const max = s.maximum ?? Infinity;
      const min = s.minimum ?? -Infinity;
      if (max > INT4_MAX || min < -INT4_MAX - 1) found.push(where);
    }
    for (const [name, prop] of Object.entries(s.properties ?? {})) walk(prop, `${where}.${name}`);
    walk(s.items, `${where}[]`);
  };
  for (const p of op.parameters) walk(p.schema, `${p.in} ${p.name}`);
  walk(op.body, 'body');
  return found;
}
