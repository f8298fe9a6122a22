import type { UnreadItem, messageQuerySchema } from 'shared-api/contract';
import type { z } from 'zod';

/**
 * What reminders and announcements have in common (spec 3 §2.11, §7): tabs all / unread /
 * read with their totals, mark one read, mark all read, and the unread list of the badge.
 */
export type MessageQuery = z.output<typeof messageQuerySchema>;

export interface MessagePage<T> {
  pageNum: number;
  pageSize: number;
  /** rows in the chosen tab */
  total: number;
  list: T[];
  allTotal: number;
  unreadTotal: number;
}

export interface MessageRepo<T> {
  page(memberId: number, query: MessageQuery): Promise<MessagePage<T>>;
  /** False when the member has no such message; one already read stays read. */
  flagRead(memberId: number, id: number): Promise<boolean>;
  flagReadAll(memberId: number): Promise<void>;
  listUnread(memberId: number): Promise<UnreadItem[]>;
}

/**
 * The header shows '99+' above 99 (spec 1 §9), so 100 rows are enough to draw any badge
 * without sending thousands of messages on every page load.
 */
export const UNREAD_LIST_CAP = 100;

/** The SQL condition of a tab on a boolean 'is read' expression (code constants only). */
export function tabCondition(ifRead: MessageQuery['ifRead'], isRead: string): string {
  if (ifRead === '0') return `NOT (${isRead})`;
  if (ifRead === '1') return `(${isRead})`;
  return 'TRUE';
}

export interface Totals {
  allTotal: number;
  unreadTotal: number;
}

/** Rows in the chosen tab, from the two totals every page carries anyway. */
export function tabTotal(ifRead: MessageQuery['ifRead'], { allTotal, unreadTotal }: Totals) {
  if (ifRead === '0') return unreadTotal;
  if (ifRead === '1') return allTotal - unreadTotal;
  return allTotal;
}

export const pageOffset = ({ pageNum, pageSize }: MessageQuery) => (pageNum - 1) * pageSize;
