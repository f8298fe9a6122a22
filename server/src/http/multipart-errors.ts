import { httpMessages } from './messages';

/**
 * The multipart parser (@fastify/busboy, through @fastify/multipart) reports a malformed
 * upload — no boundary, a body that is not multipart, a part cut short — with a plain
 * Error and no status, which the error handler would take for a server fault. These are the
 * client's mistakes; recognising them here gives every upload route the same 400.
 */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Unsupported Content-Type\.?$/,
  /^Missing Content-Type-header\.?$/,
];

/** @fastify/multipart's own errors: some are 406 or 413, all are the client's mistake. */
const PLUGIN_CODES: Record<string, { status: number; message: string }> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: httpMessages.badMultipart },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: httpMessages.badMultipart },
  FST_PROTO_VIOLATION: { status: 400, message: httpMessages.badMultipart },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: httpMessages.badMultipart },
  FST_PARTS_LIMIT: { status: 413, message: httpMessages.tooManyParts },
  FST_FILES_LIMIT: { status: 413, message: httpMessages.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, message: httpMessages.tooManyParts },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: httpMessages.bodyTooLarge },
};

/** The answer for a multipart parsing error, or null when the error is something else. */
export function multipartClientError(
  err: Error & { code?: string; statusCode?: number },
): { status: number; message: string } | null {
  if (err.code && PLUGIN_CODES[err.code]) return PLUGIN_CODES[err.code]!;
  if (err.statusCode === undefined && PARSER_MESSAGES.some((re) => re.test(err.message))) {
    return { status: 400, message: httpMessages.badMultipart };
  }
  return null;
}
