import { concrete, typeOf, type JsonSchema } from './operations';

/**
 * Plausible values tried, in order, for a string with a pattern: the first one the pattern
 * accepts becomes the field's valid sample, so one malformed field at a time gets past the
 * others and reaches the handler (and the database) instead of stopping at validation.
 */
const STRING_CANDIDATES = [
  '13912345678',
  '1',
  '123456',
  '0101',
  'abc12345',
  'test_1',
  '2025-01-01',
  '2025-01-01 00:00:00',
  'a'.repeat(64),
  '0'.repeat(64),
  'TMZCSQ',
  'a',
];

function sampleString(schema: JsonSchema): string {
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (value: string) =>
    (!pattern || pattern.test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'a';
}

/** A value the schema accepts, as far as a generic reading of JSON Schema can tell. */
export function sampleOf(schema: JsonSchema): unknown {
  const s = concrete(schema);
  // an empty default ('' keyword) would stop a search before its query: take a real value
  if (s.default !== undefined && s.default !== '') return s.default;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 1;
      return s.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sampleOf(s.items)] : [];
    case 'object':
      return sampleObject(s);
    default:
      return 'a';
  }
}

/** Every property with its sample, so optional filters reach the query too. */
export function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const s = concrete(schema);
  return Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([name, prop]) => [name, sampleOf(prop)]),
  );
}

/**
 * Texts a date-like pattern lets through that name no time PostgreSQL can store or no real
 * day: the route's own parsing must refuse them.
 */
const PATTERN_EDGES = [
  '0001-01-01 00:00:00',
  '0001-01-01',
  '9999-12-31 23:59:59',
  '2025-02-30 00:00:00',
  '2025-02-30',
];

function edgesOfPattern(schema: JsonSchema): Malformed[] {
  const s = concrete(schema);
  if (!s.pattern) return [];
  const pattern = new RegExp(s.pattern);
  return PATTERN_EDGES.filter((text) => pattern.test(text)).map((text) => ({
    label: `edge ${text}`,
    value: text,
  }));
}

export interface Malformed {
  label: string;
  value: unknown;
}

const NUL = '\u0000';
/** One level of nesting short of the JSON parser's own limits, far past any schema's. */
const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** Malformed values that arrive in JSON bodies (typed) for a field of this schema. */
export function malformedFor(schema: JsonSchema): Malformed[] {
  const kind = typeOf(schema);
  const wrongShapes: Malformed[] = [
    { label: 'array', value: [1, 'a'] },
    { label: 'object', value: { a: 1 } },
    { label: 'deep', value: deep(200) },
  ];
  if (kind === 'integer' || kind === 'number') {
    return [
      { label: '1e20', value: 1e20 },
      { label: '-1', value: -1 },
      { label: 'int2+1', value: 32768 },
      { label: 'int4+1', value: 2147483648 },
      { label: 'int4-1', value: -2147483649 },
      { label: 'unsafe', value: 2 ** 53 + 2 },
      { label: '"int4+1"', value: '2147483648' },
      { label: '"1e400"', value: '1e400' },
      { label: '1.5', value: 1.5 },
      { label: '"abc"', value: 'abc' },
      { label: 'NUL', value: `1${NUL}` },
      ...wrongShapes,
    ];
  }
  if (kind === 'array') {
    const items = schema.items ? malformedFor(concrete(schema).items ?? {}) : [];
    return [
      ...items.slice(0, 6).map((m) => ({ label: `[${m.label}]`, value: [m.value] })),
      { label: 'NUL string', value: `a${NUL}` },
      { label: '10k items', value: Array.from({ length: 10_000 }, (_, i) => i) },
      { label: 'object', value: { a: 1 } },
    ];
  }
  if (kind === 'object') {
    return [{ label: 'string', value: `a${NUL}` }, ...wrongShapes.slice(0, 1)];
  }
  // strings, booleans and anything unknown
  return [
    ...edgesOfPattern(schema),
    { label: 'NUL inside', value: `${String(sampleOf(schema))}${NUL}x` },
    { label: 'NUL alone', value: NUL },
    { label: 'lone surrogate', value: 'a\ud800b' },
    { label: '100k chars', value: 'x'.repeat(100_000) },
    { label: 'int4+1', value: 2147483648 },
    { label: '1e20', value: 1e20 },
    { label: 'true', value: true },
    { label: 'null', value: null },
    ...wrongShapes,
  ];
}

/**
 * Malformed raw texts for path and query parameters: already percent-encoded, as they
 * would appear in a URL (including encodings that do not decode).
 */
export function malformedTexts(schema: JsonSchema): Malformed[] {
  const kind = typeOf(schema);
  const common: Malformed[] = [
    { label: 'NUL', value: '1%00' },
    { label: 'bad %', value: '%E0%A4%A' },
    { label: 'surrogate utf-8', value: '%ED%A0%80' },
    { label: 'long', value: 'x'.repeat(3000) },
    { label: 'empty', value: '' },
  ];
  const numbers: Malformed[] = [
    { label: 'int4+1', value: '2147483648' },
    { label: 'unsafe', value: '9007199254740993' },
    { label: '1e20', value: '100000000000000000000' },
    { label: '-1', value: '-1' },
    { label: 'int2+1', value: '40000' },
    { label: '1e400', value: '1e400' },
    { label: 'abc', value: 'abc' },
    { label: '1.5', value: '1.5' },
  ];
  return kind === 'integer' || kind === 'number'
    ? [...numbers, ...common]
    : [...common, ...numbers.slice(0, 2)];
}
