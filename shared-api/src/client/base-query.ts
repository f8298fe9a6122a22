import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { ApiCode, DEFAULT_ERROR_MESSAGE, RENEW_HEADER } from '../contract/public';
import { ACCESS_DENIED_BODY, applyErrorCatalogue } from './error-catalogue';
import type { EnvelopeError, PortalQueryError, PortalQueryMeta, TransportError } from './errors';
import { rawQuery, type PortalExtraOptions } from './raw-query';
import { isEnvelope, isFileDownload } from './response-body';
import { readSession } from './session';
import { renewAfterExpiry, isTokenExpired } from './session-expiry';
import { getShellServices } from './shell-services';
import { renewInBackground } from './token-refresh';

export type PortalBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  PortalQueryError,
  PortalExtraOptions,
  PortalQueryMeta
>;
type Result = Awaited<ReturnType<PortalBaseQuery>>;
type Outcome = { data: unknown; code: number } | { error: EnvelopeError };

/** What a call has already been through, so a retry cannot loop. */
interface Attempt {
  refreshed: boolean;
  paid: boolean;
}

/**
 * The base query of the one createApi: unwraps `{code, message, data}` and applies the
 * whole error catalogue of spec 1 §8 here, so no endpoint or screen repeats it.
 */
export const portalBaseQuery: PortalBaseQuery = (args, api, extraOptions) =>
  run(args, api, extraOptions ?? {}, { refreshed: false, paid: false });

async function run(
  args: string | FetchArgs,
  api: BaseQueryApi,
  options: PortalExtraOptions,
  attempt: Attempt,
): Promise<Result> {
  const shell = getShellServices();
  const silent = Boolean(options.silent);
  const tokenSent = readSession().userToken;
  // The overlay brackets each HTTP call, not the whole run: it must be down while the
  // payment dialog waits for the user.
  if (!silent) shell.loading.start();
  let raw: Awaited<ReturnType<typeof rawQuery>>;
  try {
    raw = await rawQuery(args, api, options);
  } finally {
    if (!silent) shell.loading.stop();
  }
  const meta = raw.meta;
  // Network failure or timeout: passed on as a rejection (spec 1 §8).
  if (raw.error) return { error: raw.error as TransportError, meta };

  const response = meta?.response;
  // Any Authorization response header (the server sends 'renew') asks for fresh tokens.
  if (response?.headers.has(RENEW_HEADER)) renewInBackground(api, tokenSent);
  if (isFileDownload(raw.data)) return { data: raw.data, meta };

  const outcome = interpret(response?.status ?? 0, raw.data, options.okCodes ?? []);
  if (!('error' in outcome))
    return { data: outcome.data, meta: meta && { ...meta, code: outcome.code } };
  const { error } = outcome;

  if (isTokenExpired(error)) {
    const retry = await renewAfterExpiry(api, tokenSent, attempt.refreshed);
    return retry ? run(args, api, options, { ...attempt, refreshed: true }) : { error, meta };
  }
  // Code 6000: one payment round per call; a second 6000 after paying is just an error.
  if (error.code === ApiCode.paymentRequired && !attempt.paid) {
    const paid = await askForPayment(args, api, error);
    return paid ? run(args, api, options, { ...attempt, paid: true }) : { error, meta };
  }
  applyErrorCatalogue(error, silent);
  return { error, meta };
}

/**
 * Success is code 200 as a number or the string '200' (spec 3 §7). Code 201 is 'no match' on
 * searches and lists (spec 3 §8): not an error; the data (usually null) is returned and
 * `meta.code` is 201 so a screen can show '未匹配到数据'.
 */
function interpret(status: number, body: unknown, okCodes: readonly number[]): Outcome {
  if (isEnvelope(body)) {
    const code = Number(body.code);
    const data = body.data ?? null;
    if (code === ApiCode.ok || code === ApiCode.noMatch || okCodes.includes(code)) {
      return { data, code };
    }
    const message = body.message || DEFAULT_ERROR_MESSAGE;
    return { error: { status, code: Number.isFinite(code) ? code : status, message, data } };
  }
  const text = typeof body === 'string' ? body.trim() : '';
  if (text === ACCESS_DENIED_BODY) {
    return { error: { status, code: ApiCode.noPermission, message: text, data: null } };
  }
  // Not an envelope (a plain answer): the HTTP status decides.
  if (status >= 200 && status < 300) return { data: body, code: status };
  return { error: { status, code: status, message: text || DEFAULT_ERROR_MESSAGE, data: body } };
}

/** Code 6000: the shell's payment dialog; true once the user has paid. */
async function askForPayment(
  args: string | FetchArgs,
  api: BaseQueryApi,
  error: EnvelopeError,
): Promise<boolean> {
  const { message, data } = error;
  try {
    const paid = await getShellServices().onPaymentRequired({
      endpoint: api.endpoint,
      args,
      message,
      data,
    });
    return paid === true;
  } catch {
    return false;
  }
}
