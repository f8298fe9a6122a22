/**
 * A small iCalendar (RFC 5545) writer for published, all-day calendars: no package in
 * node_modules writes iCalendar, and a feed of all-day deadlines needs only this much.
 * Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */

/** One all-day event. `day` is 'YYYY-MM-DD'; the event covers that whole day. */
export interface AllDayEvent {
  /** globally unique and stable, so a calendar app updates the event instead of adding one */
  uid: string;
  day: string;
  summary: string;
  description: string;
  /** an absolute address (a URI value: not TEXT-escaped, so it must hold no line break) */
  url: string;
  categories?: string;
}

export interface CalendarHead {
  /** PRODID: who wrote the calendar */
  productId: string;
  /** the name calendar apps show for the subscription */
  name: string;
  description: string;
  /** how often clients should fetch again, an RFC 5545 duration such as 'PT12H' */
  refresh: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** C0 controls and DEL, except those `keep` names (TEXT keeps HTAB). */
const isControl = (char: string, keep = '') => {
  const code = char.codePointAt(0)!;
  return (code < 0x20 || code === 0x7f) && !keep.includes(char);
};
const dropControls = (value: string, keep = '') =>
  Array.from(value)
    .filter((char) => !isControl(char, keep))
    .join('');

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as
 * '\n'. Other control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  const text = dropControls(value.replace(/\r\n?/g, '\n'), '\t\n');
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one
 * space, which counts towards its 75. Cuts fall between code points, so a Chinese character
 * (3 octets) or an emoji (4) is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (a DATE value). */
const dateValue = (day: string) => day.replaceAll('-', '');

/** The day after 'YYYY-MM-DD': an all-day event's DTEND is exclusive. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A UTC DATE-TIME value, e.g. 20250301T020000Z. */
export const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** A URI value: no line break or control character may end the property early. */
const uriValue = (url: string) => dropControls(url);

function eventLines(event: AllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${uriValue(event.url)}`,
    ...(event.categories ? [`CATEGORIES:${escapeText(event.categories)}`] : []),
    // a deadline takes no time in the day: calendars must not show the member as busy
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar object, folded, CRLF line ends (the last line too). */
export function writeCalendar(head: CalendarHead, events: readonly AllDayEvent[], now: Date) {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(head.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(head.name)}`,
    `X-WR-CALNAME:${escapeText(head.name)}`,
    `DESCRIPTION:${escapeText(head.description)}`,
    `X-WR-CALDESC:${escapeText(head.description)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
    `REFRESH-INTERVAL;VALUE=DURATION:${head.refresh}`,
    `X-PUBLISHED-TTL:${head.refresh}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
