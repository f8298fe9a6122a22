import type { InjectOptions } from 'fastify';
import type { Operation } from './operations';
import { malformedFor, malformedTexts, sampleObject, sampleOf } from './values';

export interface SweepRequest {
  /** what is malformed, for the failure list */
  input: string;
  method: Operation['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

const enc = (value: unknown) => encodeURIComponent(String(value));

/** The operation's URL with the given raw (already encoded) path and query texts. */
function urlOf(op: Operation, path: Record<string, string>, query: Record<string, string>): string {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => path[name] ?? '1');
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${url}?${qs}` : url;
}

const BODY_LIMIT = 1024 * 1024;
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Whole bodies that are wrong as a whole: the envelope must hold whatever the route is. */
function malformedBodies(): Omit<SweepRequest, 'method' | 'url'>[] {
  const json = { 'content-type': 'application/json' };
  return [
    { input: 'body: empty JSON', headers: json, payload: '' },
    { input: 'body: invalid JSON', headers: json, payload: '{"a":' },
    { input: 'body: JSON array', headers: json, payload: '[1,2]' },
    { input: 'body: JSON null', headers: json, payload: 'null' },
    { input: 'body: JSON string', headers: json, payload: '"a\\u0000"' },
    { input: 'body: JSON number', headers: json, payload: '2147483648' },
    { input: 'body: 2000-deep JSON', headers: json, payload: deepJson(2000) },
    { input: 'body: NUL key', headers: json, payload: '{"a\\u0000":1}' },
    { input: 'body: over the limit', headers: json, payload: `{"a":"${'x'.repeat(BODY_LIMIT)}"}` },
    { input: 'body: text/plain', headers: { 'content-type': 'text/plain' }, payload: 'abc' },
    {
      input: 'body: form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    },
    {
      input: 'body: multipart without boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'abc',
    },
    {
      input: 'body: multipart, not multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '{"a":1}',
    },
    {
      input: 'body: multipart part never closed',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="imgFile"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\nabc',
    },
  ];
}

/** Every malformed request of one operation: one malformed input at a time. */
export function sweepRequests(op: Operation): SweepRequest[] {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = enc(sampleOf(p.schema));
    if (p.in === 'query') query[p.name] = enc(sampleOf(p.schema));
  }
  const validBody = op.body ? sampleObject(op.body) : undefined;
  const jsonBody = (body: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const base = validBody === undefined ? {} : jsonBody(validBody);
  const out: SweepRequest[] = [];
  const add = (req: Omit<SweepRequest, 'method'>) => out.push({ method: op.method, ...req });

  add({ input: 'valid sample', url: urlOf(op, path, query), ...base });
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const bag = p.in === 'path' ? path : query;
    for (const bad of malformedTexts(p.schema)) {
      const url = urlOf(
        op,
        p.in === 'path' ? { ...path, [p.name]: String(bad.value) } : path,
        p.in === 'query' ? { ...query, [p.name]: String(bad.value) } : query,
      );
      add({ input: `${p.in} ${p.name}: ${bad.label}`, url, ...base });
    }
    if (p.in === 'query') {
      const repeated = `${urlOf(op, path, query)}&${p.name}=${bag[p.name]}`;
      add({ input: `query ${p.name}: repeated`, url: repeated, ...base });
    }
  }
  if (op.body && validBody) {
    for (const [name, prop] of Object.entries(op.body.properties ?? {})) {
      for (const bad of malformedFor(prop)) {
        add({
          input: `body ${name}: ${bad.label}`,
          url: urlOf(op, path, query),
          ...jsonBody({ ...validBody, [name]: bad.value }),
        });
      }
    }
  }
  if (op.takesBody) {
    for (const bad of malformedBodies()) add({ url: urlOf(op, path, query), ...bad });
  }
  return out;
}
