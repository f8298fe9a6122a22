import { ApiCode, DEFAULT_ERROR_MESSAGE, TOKEN_EXPIRED_MESSAGE } from 'shared-api/contract';

/**
 * A refusal the client should see: HTTP status, envelope code and message. Thrown from
 * handlers and services; the global error handler turns it into the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly apiCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, ApiCode.badRequest, message);
export const notFound = (message: string) => new ApiError(404, ApiCode.notFound, message);
export const conflict = (message: string) => new ApiError(409, ApiCode.conflict, message);
export const tooManyRequests = (message: string) =>
  new ApiError(429, ApiCode.tooManyRequests, message);
export const unauthorized = (message: string = TOKEN_EXPIRED_MESSAGE) =>
  new ApiError(401, ApiCode.unauthorized, message);
export const serverError = (message: string = DEFAULT_ERROR_MESSAGE, statusCode = 500) =>
  new ApiError(statusCode, ApiCode.serverError, message);
