import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, DEFAULT_ERROR_MESSAGE, type Envelope } from 'shared-api/contract';
import { ApiError } from './api-error';
import { httpMessages } from './messages';
import { multipartClientError } from './multipart-errors';

interface ZodLikeIssue {
  message: string;
}

function firstIssueMessage(err: unknown): string | undefined {
  const issues = (err as { issues?: ZodLikeIssue[] }).issues;
  if (Array.isArray(issues) && issues[0]?.message) return issues[0].message;
  return undefined;
}

/** Maps Fastify's own client errors (parsing, size, media type) to a Chinese message. */
function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return httpMessages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpMessages.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpMessages.missingBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return httpMessages.invalidJson;
    default:
      // secure-json-parse throws a SyntaxError, also for prototype-poisoning keys.
      return err instanceof SyntaxError ? httpMessages.invalidJson : httpMessages.badRequest;
  }
}

export function toEnvelope(err: FastifyError): { status: number; body: Envelope<unknown> } {
  if (err instanceof ApiError) {
    return {
      status: err.statusCode,
      body: { code: err.apiCode, message: err.message, data: err.data },
    };
  }
  if (err.code === 'FST_ERR_VALIDATION') {
    const message = firstIssueMessage(err) ?? httpMessages.badRequest;
    return { status: 400, body: { code: ApiCode.badRequest, message, data: null } };
  }
  const multipart = multipartClientError(err);
  if (multipart) {
    return {
      status: multipart.status,
      body: { code: ApiCode.badRequest, message: multipart.message, data: null },
    };
  }
  const status = err.statusCode ?? 500;
  if (status === 429) {
    return {
      status,
      body: { code: ApiCode.tooManyRequests, message: httpMessages.tooManyRequests, data: null },
    };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { code: ApiCode.badRequest, message: clientErrorMessage(err), data: null },
    };
  }
  return {
    status: 500,
    body: { code: ApiCode.serverError, message: DEFAULT_ERROR_MESSAGE, data: null },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the URL) skip the
 * error handler; this `frameworkErrors` option gives them the envelope too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toEnvelope(
    Object.assign(error, { statusCode: error.statusCode ?? 400 }),
  );
  void reply.code(status).type(JSON_TYPE).send(body);
}

/** Unparseable HTTP on the socket: answer with a minimal envelope before closing it. */
export function clientErrorHandler(_err: Error, socket: Socket): void {
  if (!socket.writable) return;
  const payload = JSON.stringify({
    code: ApiCode.badRequest,
    message: httpMessages.badRequest,
    data: null,
  });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}

/**
 * Every answer is an envelope, errors included. Client mistakes keep a 4xx status; only a
 * real fault becomes HTTP 500 / code 5000, logged with its stack.
 */
export function installErrorHandlers(
  app: FastifyInstance,
  notFoundFallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>,
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = toEnvelope(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.code, reason: body.message }, 'request refused');
    return reply.code(status).type(JSON_TYPE).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback && (await notFoundFallback(request, reply))) return reply;
    const body: Envelope<null> = {
      code: ApiCode.notFound,
      message: httpMessages.routeNotFound,
      data: null,
    };
    return reply.code(404).type(JSON_TYPE).send(body);
  });
}
