import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { DEFAULT_ERROR_MESSAGE } from '../contract/public';

/** The server answered with a code other than success. */
export interface EnvelopeError {
  /** HTTP status of the response. */
  status: number;
  /** The envelope code (the HTTP status when the body was no envelope). */
  code: number;
  message: string;
  data: unknown;
}

/** Network failure, timeout or unreadable body: passed on as fetchBaseQuery reports it. */
export type TransportError = Exclude<FetchBaseQueryError, { status: number }>;

/** Every error a portal endpoint can reject with. */
export type PortalQueryError = EnvelopeError | TransportError;

/** `meta` of every portal call: the request/response plus the envelope code on success. */
export type PortalQueryMeta = FetchBaseQueryMeta & { code?: number };

export function isEnvelopeError(error: unknown): error is EnvelopeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as EnvelopeError).status === 'number' &&
    typeof (error as EnvelopeError).code === 'number'
  );
}

/** The text a form shows inline for a failed call. */
export function getErrorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (isEnvelopeError(error)) return error.message || fallback;
  return fallback;
}
