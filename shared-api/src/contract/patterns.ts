/**
 * Field patterns shared by the forms (spec 3 §5 'Global form rules') and the server's
 * request schemas, so both sides refuse the same input with the same words.
 */
export const patterns = {
  /** 11 digits, starting with 1, second digit 2-9. */
  phone: /^1[2-9]\d{9}$/,
  /** Chinese characters, Latin letters and digits only. */
  userName: /^[\u4e00-\u9fa5A-Za-z0-9]+$/,
  /** 4-14 letters, digits and underscore with at least one letter. */
  subAccount: /^(?=.*[A-Za-z])[A-Za-z0-9_]{4,14}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  smsCode: /^\d+$/,
  /** 8-16 letters and digits with both kinds. */
  loginPassword: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,16}$/,
  tradePassword: /^\S{6,18}$/,
  newPassword: /^\S{6,18}$/,
  referrer: /^[^\u4e00-\u9fa5]*$/,
} as const;

/** The messages of spec 3 §5, word for word. */
export const patternMessages = {
  number: (field: string) => `${field}必须为数值`,
  phone: '手机号格式不正确',
  userName: '手机号/用户名不允许特殊符号',
  subAccount: '子账户格式不正确',
  email: '邮箱格式不正确',
  smsCode: '验证码格式不正确',
  loginPassword: '登录密码格式不正确',
  tradePassword: '交易密码格式不正确',
  newPassword: '登录密码格式不正确[6~18位]',
  referrer: '推荐人格式不正确',
  confirmPassword: '两次密码输入不一致',
  agreement: '请阅读用户协议，并同意',
} as const;
