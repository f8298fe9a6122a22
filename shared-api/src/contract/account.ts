/**
 * The account and money domain (spec 3 §2–§9, issue 5): paths, business constants and the
 * messages the screens show word for word. Paths the spec does not show sit in the same
 * family and are listed in the OpenAPI document.
 */
import { ENTERPRISE_FEATURE_LEVELS, NEEDS_ENTERPRISE_VIP } from './member';
import { MEMBER_VIEW_BASE, USER_REMIND_BASE } from './session';

export const PROFILE_PATHS = {
  wallet: `${MEMBER_VIEW_BASE}/queryWallet`,
  updatePersonal: `${MEMBER_VIEW_BASE}/updatePersonal`,
  validationPassword: `${MEMBER_VIEW_BASE}/validationPassword`,
  updateMobile: `${MEMBER_VIEW_BASE}/updateMobile`,
  /** Not shown in the spec: change the password (body {password, newPassword, validationPassword}). */
  updatePassword: `${MEMBER_VIEW_BASE}/updatePassword`,
  /** Not shown in the spec: the SMS code for a new phone (body {mobile}). */
  sendMobileCode: `${MEMBER_VIEW_BASE}/sendMobileCode`,
} as const;

export const ORDER_CENTRE_BASE = '/shebiao/cloud-portal/orderCentre';
export const ORDER_PATHS = {
  query: `${ORDER_CENTRE_BASE}/queryOrder`,
  details: (orderSn: string) => `${ORDER_CENTRE_BASE}/queryOrderDetails/${orderSn}`,
  productNames: `${ORDER_CENTRE_BASE}/queryProductName`,
  memberNames: `${ORDER_CENTRE_BASE}/queryMemberName`,
} as const;

export const LEVEL_PRODUCT_BASE = '/shebiao/cloud-portal/v2/swapi/levelProduct';
export const VIP_PATHS = {
  /** query isRenew=true|false */
  options: `${LEVEL_PRODUCT_BASE}/searchVip`,
  price: `${LEVEL_PRODUCT_BASE}/searchLevelUpgrade`,
  submit: `${LEVEL_PRODUCT_BASE}/submitUpgrade`,
} as const;

export const CLOUD_ORDER_BASE = '/shebiao/cloud-order';
export const CLOUD_ORDER_PATHS = {
  payVipByBalance: (outTradeNo: string) =>
    `${CLOUD_ORDER_BASE}/submitOrderByUpgrade/pamentByBalance/${outTradeNo}`,
  /** A top-up order of {price} yuan; data is its order number. */
  recharge: (price: string) => `${CLOUD_ORDER_BASE}/submitOrder/pay/${price}`,
  /** The trade a code-6000 answer named → its order (totalAmount, outTradeNo). */
  submitTrade: (tradeCode: string) => `${CLOUD_ORDER_BASE}/submitOrder/submit/${tradeCode}`,
  close: (orderNo: string) => `${CLOUD_ORDER_BASE}/submitOrder/closeOrder/${orderNo}`,
  /** Not shown in the spec: redeem a stored-value card (body {cardNo, cardPassword}). */
  redeemCard: `${CLOUD_ORDER_BASE}/card/redeem`,
} as const;

export const PAYMENT_BASE = '/shebiao/cloud-payment';
export const PAYMENT_PATHS = {
  wxSubmit: (orderNo: string) => `${PAYMENT_BASE}/wxpay/submit/${orderNo}`,
  aliSubmit: (orderNo: string) => `${PAYMENT_BASE}/alipayPP/submit/${orderNo}`,
  wxVerify: (orderNo: string) => `${PAYMENT_BASE}/wxpay/verifyPay/${orderNo}`,
  aliVerify: (orderNo: string) => `${PAYMENT_BASE}/alipay/verifyPay/${orderNo}`,
  /** Signed provider notifications arrive here (one path per provider name). */
  notify: (provider: string) => `${PAYMENT_BASE}/notify/${provider}`,
  /** The sandbox provider's wallet page (what its QR code opens) and its confirm call. */
  sandboxWallet: `${PAYMENT_BASE}/sandbox/wallet`,
  sandboxConfirm: `${PAYMENT_BASE}/sandbox/confirm`,
} as const;

export const CHILDREN_BASE = '/shebiao/cloud-portal/childrenMember';
export const CHILD_PATHS = {
  query: `${CHILDREN_BASE}/query`,
  add: `${CHILDREN_BASE}/add`,
  rename: (id: number) => `${CHILDREN_BASE}/updateName/${id}`,
  password: `${CHILDREN_BASE}/updatePassword`,
  status: (id: number) => `${CHILDREN_BASE}/updateStatus/${id}`,
  remove: (id: number) => `${CHILDREN_BASE}/remove/${id}`,
} as const;

export const USER_ANNOUNCEMENT_BASE = '/shebiao/cloud-portal/v2/userAnnouncement';
/** Reminders and announcements share one shape of calls (spec 3 §7). */
export const messagePaths = (base: string) => ({
  all: `${base}/getAll`,
  flagRead: (id: number) => `${base}/flagRead/${id}`,
  flagReadAll: `${base}/flagReadAll`,
  unread: `${base}/queryUnread`,
});
export const REMIND_PATHS = messagePaths(USER_REMIND_BASE);
export const ANNOUNCEMENT_PATHS = messagePaths(USER_ANNOUNCEMENT_BASE);

/** Order statuses as the filter sends them and the table shows them. */
export const ORDER_STATUSES = [
  { id: 0, key: 'pending', label: '待支付' },
  { id: 1, key: 'paid', label: '已支付' },
  { id: 2, key: 'closed', label: '已关闭' },
  { id: 3, key: 'cancelled', label: '已取消' },
] as const;
export type OrderStatusKey = (typeof ORDER_STATUSES)[number]['key'];

export const PAY_TYPES = [
  { id: 1, label: '在线支付' },
  { id: 2, label: '余额支付' },
] as const;

/** Product categories of orders (queryProductName); `key` is what the server stores. */
export const PRODUCT_CATEGORIES = [
  { id: 1, key: 'recharge', name: '账户充值' },
  { id: 2, key: 'vip', name: '会员购买' },
  { id: 3, key: 'download', name: '数据下载' },
  { id: 4, key: 'monitor', name: '商标监测' },
  { id: 5, key: 'archive', name: '商标档案' },
] as const;
export type ProductCategoryKey = (typeof PRODUCT_CATEGORIES)[number]['key'];

export const accountLimits = {
  /** Poll interval and give-up time of payment pages and the dialog (spec 3 §9). */
  pollMs: 2000,
  paymentTimeoutMs: 600_000,
  defaultPayPrice: 0.01,
  forgotPasswordRedirectMs: 5000,
  /** Top-up: yuan per payment; a bank card is limited lower (page text only). */
  maxTopUpYuan: 30000,
  maxCardPaymentYuan: 3000,
  maxSubAccounts: 30,
  subAccountPageSizes: [8, 17, 30],
  orderPageSizes: [10, 50, 100, 200],
  messagePageSizes: [10, 20, 50, 100],
  /**
   * A pending order not paid within this time is closed (a WeChat Pay native code URL is
   * valid for two hours); a payment that still arrives goes to the wallet.
   */
  orderPayWindowMs: 2 * 3600 * 1000,
  /** Days before a membership ends when its 'about to expire' reminder is sent. */
  expiryReminderDays: 7,
} as const;

/** The site's support line, shown on the success page and the company pages. */
export const SUPPORT_PHONE = '400-800-6315';

/** Spec 3 §5 and §8 messages, word for word; the rest are ours (marked). */
export const accountMessages = {
  phoneNotRegistered: '手机号未注册',
  wrongPassword: '密码错误！',
  updated: '修改成功！',
  updateFailed: '修改失败！',
  smsSent: '验证码发送成功！',
  phoneBound: '绑定成功！',
  phoneInvalid: '请输入正确的手机号码！',
  phoneEmpty: '手机号不能为空',
  passwordEmpty: '密码不能为空',
  codeEmpty: '请输入验证码！',
  newPasswordEmpty: '请输入新密码！',
  passwordsDiffer: '密码输入不一致！',
  childAddFailed: '添加失败！',
  childRemoveFailed: '删除失败！',
  childNameInvalid: '用户名格式不正确，请重新输入！',
  childAddInvalid: '用户名/密码格式不正确，请重新输入！',
  childPasswordInvalid: '密码格式不正确，请重新输入！',
  topUpTooMuch: '因相关规定限制，单笔支付至多不能超过30000，敬请谅解',
  amountInvalid: '请输入合法的金额数字，最多两位小数！',
  payError: '支付发生错误，请重试',
  beyondCap: '注：最大会员延长期限为3年90天',
  yearsTooFew: '购买的会员年限不足',
  highestLevel: '您已是最高等级VIP',
  alreadyLevel: (description: string) => `您目前已经是${description}了!`,
  paid: '付款成功',
  youPaid: '您已付款',
  // Ours: the spec shows no wording for these.
  childCap: '子账户数量已达上限（30个）',
  childNameTaken: '用户名已存在，请重新输入！',
  childNotFound: '子账户不存在',
  subAccountCannotManage: '子账户不能管理子账户',
  subAccountCannotBuy: '子账户不能购买会员，请联系主账户',
  mobileTaken: '该手机号已绑定其他账户',
  paymentPending: '等待支付',
  notOnSale: '该会员等级或年限暂不出售',
  cardInvalid: '卡号或卡密错误',
  cardUsed: '该储值卡已被使用',
  messageNotFound: '消息不存在',
  // Sub-accounts and profile (issue 5, server-members).
  /** Spec 3 §6: sub-accounts need enterprise or agency VIP (code 4002). */
  subAccountsNeedVip: NEEDS_ENTERPRISE_VIP,
  subAccountCannotRebind: '子账户未绑定手机号，不能换绑手机',
  passwordTooManyTries: '密码错误次数过多，请稍后再试',
  childAdded: '添加成功！',
  childRemoved: '删除成功！',
} as const;

/** Levels whose main accounts may have sub-accounts (spec 3 §6; the 7-day trial is level 3). */
export const SUB_ACCOUNT_LEVELS = ENTERPRISE_FEATURE_LEVELS;

/** The payee the payment pages name (spec 3 §2.6): the company that runs the site. */
export const PAYEE_NAME = '商标云查信息技术有限公司';

/**
 * Field formats of spec 3 §5 the member screens check before sending (the server's schemas
 * check the same): a rebound phone (11 digits, 1 then 3–8) and a sub-account's user name
 * (4–14 characters, a letter first, then letters, digits, '-' or '_').
 */
export const accountPatterns = {
  rebindPhone: /^1[3-8]\d{9}$/,
  childName: /^[A-Za-z][A-Za-z0-9_-]{3,13}$/,
} as const;
