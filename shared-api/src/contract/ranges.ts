import { z } from 'zod';

/**
 * The ranges of the PostgreSQL columns request numbers are compared with
 * (server/migrations/*.sql). A number outside its column's type fails in PostgreSQL with
 * "out of range" — a server error — so every numeric input carries its column's range here,
 * in the contract, and is refused with a 400 before any SQL runs.
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
export const SMALLINT_MAX = 32_767;
export const SMALLINT_MIN = -32_768;
/**
 * Page numbers become `OFFSET (page - 1) * size`: no one pages past this, and a bound keeps
 * PostgreSQL from walking a huge offset.
 */
export const MAX_PAGE_NUMBER = 100_000;

export const rangeMessages = {
  idNotFound: '编号不存在',
  badPage: '页码应为正整数',
  pageTooLarge: '页码过大',
  outOfRange: (field: string) => `${field}超出范围`,
} as const;

/**
 * An integer sent as a number or a numeric string, within [min, max]; one message for
 * every way it can be wrong, as the pages show it next to the field.
 */
export const intInRange = (min: number, max: number, message: string, tooLarge = message) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, tooLarge);

/** A row id of an `integer GENERATED … IDENTITY` column: 1 … 2^31-1. */
export const int4Id = (message: string = rangeMessages.idNotFound) =>
  intInRange(1, INT4_MAX, message);

/** A positive `integer` column value (issue numbers, gazette pages). */
export const positiveInt4 = (message: string) => intInRange(1, INT4_MAX, message);

/** A positive `smallint` column value (notice type ids). */
export const positiveSmallint = (message: string) => intInRange(1, SMALLINT_MAX, message);

/** A `smallint` column value (statuses). */
export const smallint = (message: string) => intInRange(SMALLINT_MIN, SMALLINT_MAX, message);

/** A page number of a paged list: 1 … MAX_PAGE_NUMBER. */
export const pageNumber = (message: string = rangeMessages.badPage) =>
  intInRange(1, MAX_PAGE_NUMBER, message, rangeMessages.pageTooLarge);
