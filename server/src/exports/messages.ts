/**
 * Export messages the spec does not word (it gives only '请勾选商标后再点击导出！' and the
 * 4002 code, both in shared-api's searchMessages/ApiCode).
 */
export const exportMessages = {
  /** A visitor asked for an export: code 4002, the client's login/permission handler. */
  loginRequired: '导出为会员功能，请登录后再导出',
  missingToken: '缺少导出凭证，请重新点击导出',
  tokenExpired: '导出已过期，请重新点击导出',
  badUid: (uid: string) => `商标编号格式不正确：${uid}`,
} as const;

/** How long a queryExcelByUids token can be downloaded with. */
export const EXPORT_TOKEN_TTL_MS = 10 * 60 * 1000;
