/**
 * Rows for COPY … FROM in PostgreSQL's text format: tab-separated, \N for NULL, and only
 * backslash, tab, newline and carriage return escaped. Unlike CSV, JSON needs no quote
 * doubling, so most values are written as they are (the ingest's hot path).
 */
export type CopyValue = string | number | boolean | null | undefined;

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value;
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = field(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${field(values[i])}`;
  return `${line}\n`;
}

/** bytea as hex: PostgreSQL reads \x + hex digits; the backslash itself is escaped. */
export const byteaHex = (bytes: Buffer): string => `\\x${bytes.toString('hex')}`;

/** A text[] literal: every element quoted, so commas and braces in names are kept. */
export const textArray = (items: readonly string[]): string =>
  items.length === 0
    ? '{}'
    : `{${items.map((i) => `"${i.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
