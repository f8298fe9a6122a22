/**
 * An iCalendar reader for the tests, written from RFC 5545 rather than from the writer:
 * unfolds lines (CRLF + one space or tab), splits NAME;PARAMS:VALUE and unescapes TEXT.
 */
export interface ParsedProperty {
  name: string;
  params: string;
  value: string;
}

export interface ParsedCalendar {
  /** the calendar's own properties */
  head: Record<string, string>;
  events: Array<Record<string, string>>;
  /** every physical line as sent, before unfolding */
  rawLines: string[];
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

export function parseCalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) throw new Error('the last line must end in CRLF');
  const rawLines = text.slice(0, -2).split('\r\n');
  if (rawLines.some((line) => line.includes('\n') || line.includes('\r'))) {
    throw new Error('a bare LF or CR inside a line');
  }
  const logical: string[] = [];
  for (const line of rawLines) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const properties: ParsedProperty[] = logical.map((line) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    return { name: name!, params: params.join(';'), value: line.slice(colon + 1) };
  });
  const head: Record<string, string> = {};
  const events: Array<Record<string, string>> = [];
  let event: Record<string, string> | null = null;
  for (const p of properties) {
    if (p.name === 'BEGIN' && p.value === 'VEVENT') event = {};
    else if (p.name === 'END' && p.value === 'VEVENT') {
      events.push(event!);
      event = null;
    } else {
      const key = p.params ? `${p.name};${p.params}` : p.name;
      const value = ['URL', 'DTSTART', 'DTEND', 'DTSTAMP'].includes(p.name)
        ? p.value
        : unescapeText(p.value);
      if (event) event[key] = value;
      else head[key] = value;
    }
  }
  return { head, events, rawLines };
}
