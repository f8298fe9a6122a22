import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { CLIENT_MARKER_HEADER, CLIENT_MARKER_VALUE, LOADING_FLAG_HEADER } from '../contract/public';
import { readSession } from './session';
import { jsonOrTextResponseHandler } from './response-body';

/** Per-endpoint options of the base query (`extraOptions` in an endpoint definition). */
export interface PortalExtraOptions {
  /** No toasts and no loading overlay: for forms that show messages inline and for polling. */
  silent?: boolean;
  /**
   * Codes besides 200 (and 201) that are answers rather than errors; their `data` is
   * returned and `meta.code` says which code came (validateName's 500 means 'registered').
   */
  okCodes?: readonly number[];
}

export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * The API is same-origin under /shebiao, so in a browser this is the page's origin and is
 * the same as ''. It is spelled out because fetchBaseQuery builds a `Request`, and outside a
 * browser (jsdom tests with Node's fetch) a `Request` cannot take a relative URL.
 */
const sameOrigin = (): string =>
  typeof window !== 'undefined' && window.location?.origin?.startsWith('http')
    ? window.location.origin
    : '';

/**
 * One HTTP call with the portal's headers and no interpretation. Every status comes back as
 * `data` (spec 1 §7: statuses 200 to 500 are not thrown): the envelope, not the status, says
 * what happened, and the base query decides. Only network, timeout and parsing failures are
 * errors here.
 */
export const rawQuery = fetchBaseQuery({
  baseUrl: sameOrigin(),
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  responseHandler: jsonOrTextResponseHandler,
  validateStatus: () => true,
  prepareHeaders: (headers, { extraOptions }) => {
    const silent = Boolean((extraOptions as PortalExtraOptions | undefined)?.silent);
    headers.set(CLIENT_MARKER_HEADER, CLIENT_MARKER_VALUE);
    headers.set(LOADING_FLAG_HEADER, silent ? '0' : '1');
    headers.set('Accept', '*/*');
    // Content-Type: fetchBaseQuery sets application/json for JSON bodies and leaves FormData
    // uploads to the browser (which adds the multipart boundary).
    const { userToken } = readSession();
    if (userToken) headers.set('Authorization', `Bearer ${userToken}`);
    return headers;
  },
});
