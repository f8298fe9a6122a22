import { z } from 'zod';
import { accountMessages } from './account';
import { patternMessages, patterns } from './patterns';
import { INT4_MAX, int4Id, pageNumber } from './ranges';

/** Spec 3 §5 'Phone change': 11 digits, 1 then 3–8. */
const rebindPhone = z
  .string(accountMessages.phoneEmpty)
  .trim()
  .min(1, accountMessages.phoneEmpty)
  .regex(/^1[3-8]\d{9}$/, accountMessages.phoneInvalid);
/** Row ids are PostgreSQL `integer`: a larger number names nothing (and must not reach SQL). */
const dbId = int4Id();
const pageFields = {
  pageNum: pageNumber().default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};
/** Times as the spec writes them: yyyy-MM-dd HH:mm:ss (Asia/Shanghai). */
const shanghaiTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 yyyy-MM-dd HH:mm:ss');

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    list: z.array(item),
  });

// ── Profile ────────────────────────────────────────────────────────────────────────────────

export const walletSchema = z.object({
  mainMemberId: z.number().int(),
  /** cents */
  balance: z.number().int(),
  integration: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const updatePersonalBodySchema = z.object({
  companyName: z.string().trim().max(100),
  address: z.string().trim().max(200),
});
export type UpdatePersonalBody = z.infer<typeof updatePersonalBodySchema>;

export const validationPasswordBodySchema = z.object({
  password: z.string(accountMessages.passwordEmpty).min(1, accountMessages.passwordEmpty),
});

/** The current password, and a new one typed twice (password change and phone rebind). */
const passwordChangeFields = {
  password: z.string().min(1, accountMessages.passwordEmpty),
  newPassword: z
    .string()
    .min(1, accountMessages.newPasswordEmpty)
    .regex(patterns.loginPassword, patternMessages.loginPassword),
  validationPassword: z.string(),
};
const newPasswordsMatch = (b: { newPassword: string; validationPassword: string }) =>
  b.newPassword === b.validationPassword;
const newPasswordsDiffer = {
  message: accountMessages.passwordsDiffer,
  path: ['validationPassword'],
};

export const updatePasswordBodySchema = z
  .object(passwordChangeFields)
  .refine(newPasswordsMatch, newPasswordsDiffer);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const sendMobileCodeBodySchema = z.object({ mobile: rebindPhone });

export const updateMobileBodySchema = z
  .object({
    mobile: rebindPhone,
    smsCode: z
      .string()
      .trim()
      .min(1, accountMessages.codeEmpty)
      .regex(patterns.smsCode, patternMessages.smsCode),
    ...passwordChangeFields,
  })
  .refine(newPasswordsMatch, newPasswordsDiffer);
export type UpdateMobileBody = z.infer<typeof updateMobileBodySchema>;

// ── Orders ─────────────────────────────────────────────────────────────────────────────────

export const orderQueryBodySchema = z.object({
  memberId: dbId.optional(),
  payType: z.coerce.number().int().min(1).max(2).optional(),
  productCategaryId: z.coerce.number().int().min(1).max(100, '产品类型不存在').optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  startQueryOrderTime: shanghaiTime.optional(),
  endQueryOrderTime: shanghaiTime.optional(),
  ...pageFields,
});
export type OrderQueryBody = z.input<typeof orderQueryBodySchema>;

export const orderSchema = z.object({
  orderSn: z.string(),
  memberUsername: z.string(),
  payType: z.number().int(),
  productCategaryName: z.string(),
  /** the product's name, e.g. '企业VIP 1年' */
  productName: z.string(),
  /** cents */
  productPrice: z.number().int(),
  productNum: z.number().int(),
  /** cents */
  payAmount: z.number().int(),
  /** signed yuan text of the wallet change, e.g. '-2999.00', '+100.00', '0.00' */
  balanceChange: z.string(),
  orderTime: z.string(),
  /** 待支付 | 已支付 | 已关闭 | 已取消 */
  status: z.string(),
  paymentTime: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

// ── VIP purchase ───────────────────────────────────────────────────────────────────────────

export const vipOptionsQuerySchema = z.object({
  isRenew: z.enum(['true', 'false'], 'isRenew 只能是 true 或 false').default('false'),
});
export const vipLevelSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** cents for 1, 2 and 3 years */
  yearPrices: z.array(z.number().int()),
});
export const vipOptionsSchema = z.object({
  memberLevelDtos: z.array(vipLevelSchema),
  minNum: z.number().int(),
  maxNum: z.number().int(),
});
export type VipOptions = z.infer<typeof vipOptionsSchema>;

export const vipPriceBodySchema = z.object({
  levelId: z.coerce.number().int().min(1).max(100, '会员等级不存在'),
  levelDateNum: z.coerce.number().int().min(0).max(100, '会员年限不正确'),
});
export type VipPriceBody = z.infer<typeof vipPriceBodySchema>;

/** All cents; the call answers data null when the 3 years 90 days cap is exceeded. */
export const vipPriceSchema = z.object({
  productPrice: z.number().int(),
  promotionAmount: z.number().int(),
  oldLevelAmount: z.number().int(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  /** when the bought level would start and end (yyyy-MM-dd HH:mm:ss) */
  startTime: z.string(),
  endTime: z.string(),
});
export type VipPrice = z.infer<typeof vipPriceSchema>;

export const vipSubmitBodySchema = vipPriceBodySchema.extend({
  /** cents the member chose to pay from the wallet: 0 = pay by QR code */
  balanceAmount: z.coerce.number().int().min(0).max(INT4_MAX, '余额支付金额过大').default(0),
});
export type VipSubmitBody = z.input<typeof vipSubmitBodySchema>;

export const vipSubmitResultSchema = z.object({
  outTradeNo: z.string(),
  /** 1 online payment, 2 balance only */
  payType: z.union([z.literal(1), z.literal(2)]),
  number: z.number().int(),
  /** cents */
  totalAmount: z.number().int(),
  orderTime: z.string(),
});
export type VipSubmitResult = z.infer<typeof vipSubmitResultSchema>;

// ── Orders to pay, trades, payment ─────────────────────────────────────────────────────────

/** Top-up price in yuan: positive, at most two decimals, at most 30000. */
export const rechargePriceParamSchema = z.object({ price: z.string() });

/** The data of a code-6000 answer: the trade to pay before the call is repeated. */
export const paymentRequiredDataSchema = z.object({
  tradeCode: z.string(),
  /** cents */
  totalAmount: z.number().int(),
  productName: z.string(),
});
export type PaymentRequiredData = z.infer<typeof paymentRequiredDataSchema>;

export const tradeOrderSchema = z.object({ outTradeNo: z.string(), totalAmount: z.number().int() });
export type TradeOrder = z.infer<typeof tradeOrderSchema>;

export const wxCodeSchema = z.object({
  code_url: z.string(),
  orderSn: z.string(),
  totalAmount: z.number().int(),
  orderTime: z.string(),
});
export type WxCode = z.infer<typeof wxCodeSchema>;
export const aliCodeSchema = z.object({
  qrCode: z.string(),
  orderSn: z.string(),
  totalAmount: z.number().int(),
  orderTime: z.string(),
});
export type AliCode = z.infer<typeof aliCodeSchema>;

export const verifyPayBodySchema = z.object({ orderSn: z.string().optional() });

export const redeemCardBodySchema = z.object({
  cardNo: z.string().trim().min(1).max(32),
  cardPassword: z.string().trim().min(1).max(32),
});
export type RedeemCardBody = z.infer<typeof redeemCardBodySchema>;
export const redeemCardResultSchema = z.object({
  amount: z.number().int(),
  balance: z.number().int(),
});

// ── Sub-accounts ───────────────────────────────────────────────────────────────────────────

/** Spec 3 §5 'Sub-account username': 4-14 characters, a letter, then letters, digits, - or _. */
export const childNamePattern = /^[A-Za-z][A-Za-z0-9_-]{3,13}$/;
const childName = z.string().trim().regex(childNamePattern, accountMessages.childNameInvalid);
const childPassword = z
  .string()
  .regex(patterns.loginPassword, accountMessages.childPasswordInvalid);

export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '1' enabled, '0' disabled */
  status: z.enum(['0', '1']),
});
export type Child = z.infer<typeof childSchema>;
export const childPageSchema = pageOf(childSchema);
export type ChildPage = z.infer<typeof childPageSchema>;

export const childQueryBodySchema = z.object(pageFields);
export const childAddBodySchema = z
  .object({ name: childName, password: childPassword, validationPassword: z.string() })
  .refine((b) => b.password === b.validationPassword, {
    message: accountMessages.childPasswordInvalid,
    path: ['validationPassword'],
  });
export type ChildAddBody = z.infer<typeof childAddBodySchema>;
export const childIdParamSchema = z.object({ id: dbId });
export const childRenameQuerySchema = z.object({ userName: childName });
export const childPasswordBodySchema = z
  .object({
    id: dbId,
    password: childPassword,
    validationPassword: z.string(),
  })
  .refine((b) => b.password === b.validationPassword, {
    message: accountMessages.childPasswordInvalid,
    path: ['validationPassword'],
  });
export type ChildPasswordBody = z.infer<typeof childPasswordBodySchema>;
export const childStatusQuerySchema = z.object({
  status: z.enum(['0', '1'], '状态只能是 0（停用）或 1（启用）'),
});

// ── Reminders and announcements ────────────────────────────────────────────────────────────

export const messageQuerySchema = z.object({
  /** all (absent), unread (0) or read (1) */
  ifRead: z.enum(['0', '1'], 'ifRead 只能是 0（未读）或 1（已读）').optional(),
  ...pageFields,
});
export type MessageQuery = z.input<typeof messageQuerySchema>;

/** A reminder's content: readable text and the links opened from it (spec 3 §3). */
export const reminderContentSchema = z.object({
  text: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export const reminderSchema = z.object({
  id: z.number().int(),
  ifRead: z.union([z.literal(0), z.literal(1)]),
  createdTime: z.string(),
  remindModelDto: z.object({ title: z.string(), content: reminderContentSchema }),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  ifRead: z.union([z.literal(0), z.literal(1)]),
  announcementDto: z.object({ title: z.string(), content: z.string(), publishTime: z.string() }),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** One tab's page plus the totals the screen shows above the tabs. */
export const messagePageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ allTotal: z.number().int(), unreadTotal: z.number().int() });
export const reminderPageSchema = messagePageOf(reminderSchema);
export type ReminderPage = z.infer<typeof reminderPageSchema>;
export const announcementPageSchema = messagePageOf(announcementSchema);
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;
export const messageIdParamSchema = z.object({ id: dbId });

/** What a redeemed stored-value card answers: the amount added and the new balance (cents). */
export type RedeemCardResult = z.infer<typeof redeemCardResultSchema>;

/**
 * The add call as the server checks it: the add dialog names any bad name, password or
 * confirmation with its one message (spec 3 §5: 用户名/密码格式不正确，请重新输入！).
 */
export const childAddRequestSchema = z
  .object({
    name: z
      .string(accountMessages.childAddInvalid)
      .trim()
      .regex(childNamePattern, accountMessages.childAddInvalid),
    password: z
      .string(accountMessages.childAddInvalid)
      .regex(patterns.loginPassword, accountMessages.childAddInvalid),
    validationPassword: z.string(accountMessages.childAddInvalid),
  })
  .refine((b) => b.password === b.validationPassword, {
    message: accountMessages.childAddInvalid,
    path: ['validationPassword'],
  });
