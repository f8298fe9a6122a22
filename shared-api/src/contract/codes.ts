/**
 * Envelope codes of the API (spec 1 §8, spec 3 §8). The server sends them, the client's base
 * query maps each to one behaviour. Codes the spec leaves open are fixed here and in
 * docs/adr/003-api-envelope-and-codes.md.
 */
export const ApiCode = {
  ok: 200,
  /** Not logged in or the token expired; the message is TOKEN_EXPIRED_MESSAGE (HTTP 401). */
  unauthorized: 401,
  /** A search or list with no match. */
  noMatch: 201,
  /** Invalid input (field format, missing field); message says which. */
  badRequest: 3001,
  /** A thing the caller named does not exist (unknown phone, order, id). */
  notFound: 3002,
  /** The request conflicts with stored state (phone already registered, code already used). */
  conflict: 3003,
  /** Too many tries or sends in a time window (login, SMS). */
  tooManyRequests: 3004,
  /** Not logged in, or the level has no right to this feature. */
  noPermission: 4002,
  /** Validation errors listed in data (the client shows data[0]). */
  validationList: 4003,
  /** The session was ended elsewhere: the client clears the session and shows the message. */
  sessionEnded: 4004,
  /** 'Taken' answer of validateName (spec 3 §7: code 500 means the phone is registered). */
  nameTaken: 500,
  /** Server-side failures reported with a message. */
  serverError: 5000,
  /** Payment not received yet: what verifyPay answers while the customer has not paid. */
  paymentPending: 202,
  /** The VIP upgrade check refused (spec 3 §4: code 500 shows the server message). */
  upgradeRefused: 500,
  /** A watched picture that is not a JPG or PNG of at most 2 MB (spec 2 §5: code 500). */
  watchPictureRefused: 500,
  /** Payment step failed. */
  payError: 5020,
  /** Payment needed before the action can go on. */
  paymentRequired: 6000,
} as const;

export type ApiCodeValue = (typeof ApiCode)[keyof typeof ApiCode];

/** Codes whose message the client shows as an error toast (spec 1 §8). */
export const TOAST_CODES: readonly number[] = [
  3001, 3002, 3003, 3004, 5000, 5001, 5002, 5003, 5010, 5020, 5050,
];

/** Message that tells the client the session is gone (spec 1 §8). */
export const TOKEN_EXPIRED_MESSAGE = '未登录或token已过期';

/** Default message of an error without one (spec 1 §8, spec 3 §2.13). */
export const DEFAULT_ERROR_MESSAGE = '系统错误，请稍后重试！';

/** Header every client request carries so the server can tell portal calls apart. */
export const CLIENT_MARKER_HEADER = 'X-Requested-With';
export const CLIENT_MARKER_VALUE = 'shebiao-portal';
/** Header asking the shell to show (1) or skip (0) its loading overlay. */
export const LOADING_FLAG_HEADER = 'X-Loading';
