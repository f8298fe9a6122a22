import type { BaseQueryApi, FetchArgs, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import {
  ApiCode,
  AUTH_BASE,
  authMessages,
  type ForgetPasswordBody,
  type MobileLoginBody,
  type PasswordLoginBody,
  type RegisterBody,
  type SmsLoginBody,
  type TokenPair,
  type ValidateNameData,
} from '../../contract/public';
import type { PortalQueryError } from '../errors';
import { saveSession, setMemberLevel } from '../session';
import { refreshSession } from '../token-refresh';
import { memberApi } from './member';

type MaybePromise<T> = T | PromiseLike<T>;

/** The endpoint's base query as RTK hands it to a queryFn (args in, envelope unwrapped). */
type BoundBaseQuery = (
  args: FetchArgs,
) => MaybePromise<QueryReturnValue<unknown, PortalQueryError>>;

/**
 * Login and registration (spec 1 §4): store the tokens, then fetch the member level, and only
 * then resolve, so the screen redirects with the session complete. A failed level fetch does
 * not undo the login: the token pair already carries a level.
 */
function logInWith(path: string) {
  return async (
    body: unknown,
    queryApi: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: BoundBaseQuery,
  ): Promise<{ data: TokenPair } | { error: PortalQueryError }> => {
    const result = await baseQuery({ url: `${AUTH_BASE}/${path}`, method: 'POST', body });
    if (result.error) return { error: result.error };
    const pair = result.data as TokenPair;
    saveSession(pair);
    const details = await queryApi.dispatch(
      memberApi.endpoints.currentDetails.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    if (details.data) setMemberLevel(details.data.memberLevelInfo.id);
    return { data: pair };
  };
}

/**
 * The auth calls of spec 1 §7. The forms show failures inline (getErrorMessage), so these are
 * `silent`: no toast on top of the form's message, no page overlay over the form's spinner.
 */
export const authApi = memberApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sending an SMS is a side effect, hence a mutation although it is a GET. */
    sendCode: build.mutation<null, string>({
      query: (phone) => `${AUTH_BASE}/sendCode/${encodeURIComponent(phone)}`,
      extraOptions: { silent: true },
    }),
    smsLogin: build.mutation<TokenPair, SmsLoginBody>({
      queryFn: logInWith('smsLogin'),
      extraOptions: { silent: true },
    }),
    login: build.mutation<TokenPair, PasswordLoginBody>({
      queryFn: logInWith('login'),
      extraOptions: { silent: true },
    }),
    mobileLogin: build.mutation<TokenPair, MobileLoginBody>({
      queryFn: logInWith('mobileLogin'),
      extraOptions: { silent: true },
    }),
    /** Registration logs the user in at once (spec 1 §4). */
    mobileRegisterVip: build.mutation<TokenPair, RegisterBody>({
      queryFn: logInWith('mobileRegisterVip'),
      extraOptions: { silent: true },
    }),
    /**
     * Is this phone/name taken? Code 500 is the answer 'registered' (spec 3 §7), not a server
     * failure, so it is an ok code here; 200 means free. Call it with the lazy hook on blur.
     */
    validateName: build.query<ValidateNameData, string>({
      query: (value) => ({
        url: `${AUTH_BASE}/validateName/${encodeURIComponent(value)}`,
        method: 'POST',
        body: { keyword: value },
      }),
      extraOptions: { silent: true, okCodes: [ApiCode.nameTaken] },
      transformResponse: (_data: unknown, meta) => ({
        registered: meta?.code === ApiCode.nameTaken,
      }),
      keepUnusedDataFor: 0,
    }),
    /** An explicit refresh; shares the base query's single-flight refresh. */
    refresh: build.mutation<TokenPair, void>({
      queryFn: async (_arg, queryApi) => {
        const pair = await refreshSession(queryApi);
        if (pair) return { data: pair };
        const message = authMessages.refreshRefused;
        return { error: { status: 401, code: ApiCode.unauthorized, message, data: null } };
      },
    }),
    forgetPassword: build.mutation<null, ForgetPasswordBody>({
      query: (body) => ({ url: `${AUTH_BASE}/forgetPassword`, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useSendCodeMutation,
  useSmsLoginMutation,
  useLoginMutation,
  useMobileLoginMutation,
  useMobileRegisterVipMutation,
  useValidateNameQuery,
  useLazyValidateNameQuery,
  useRefreshMutation,
  useForgetPasswordMutation,
} = authApi;
