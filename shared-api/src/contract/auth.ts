/** Auth calls of spec 1 §7 and forgetPassword of spec 3 §7; all under this prefix. */
export const AUTH_BASE = '/shebiao/cloud-portal/memberLogin';

/** Auth-flow messages of spec 1 §5 and §8, word for word where the spec gives them. */
export const authMessages = {
  phoneRequiredForCode: '请先输入手机号再获取验证码！',
  registerNeedsPhoneAndCode: '请输入手机号及验证码再点击注册！',
  phoneRegistered: '手机号已注册',
  phoneNotRegistered: '手机号未注册',
  agreementNotTicked: '请勾选公告协议',
  smsSendFailed: '发送手机验证码错误，请稍后再试！',
  smsSent: '验证码发送成功！',
  wrongAccountOrPassword: '账号或密码错误！',
  // The spec names no text for these; chosen in docs/adr/003-api-envelope-and-codes.md.
  wrongCode: '验证码错误，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  sendTooSoon: '验证码发送过于频繁，请60秒后再试',
  sendDailyCap: '今日验证码发送次数已达上限，请明天再试',
  loginTooMany: '登录尝试过于频繁，请稍后再试',
  /** Too many wrong passwords for one account (issue 11): SMS-code login is the way in. */
  accountLocked: (minutes: number) =>
    `密码错误次数过多，账号已临时锁定，${minutes}分钟后自动解锁，可使用短信验证码登录`,
  refreshRefused: '登录已失效，请重新登录',
  passwordsDiffer: '两次密码输入不一致',
  passwordReset: '密码重置成功',
} as const;
