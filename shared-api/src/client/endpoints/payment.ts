import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  PAYMENT_PATHS,
  type AliCode,
  type TradeOrder,
  type WxCode,
} from '../../contract/public';
import { api } from '../api';

/** The two wallets a QR code can be paid with (spec 3 §2.6 query `active`). */
export type PayChannel = 'weChat' | 'aliPay';

export interface PayStatus {
  paid: boolean;
}

/**
 * Paying an order by QR code (spec 3 §4 'Payment page flow', 'In-dialog payment'): the payment
 * pages and the shell's payment dialog share these calls. Polling is silent: no overlay.
 */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A top-up order of `price` yuan; answers its order number. */
    createRechargeOrder: build.mutation<string, string>({
      query: (price) => CLOUD_ORDER_PATHS.recharge(price),
    }),
    /** The trade a code-6000 answer named, as an order to pay. */
    submitTrade: build.mutation<TradeOrder, string>({
      query: (tradeCode) => ({
        url: CLOUD_ORDER_PATHS.submitTrade(tradeCode),
        method: 'POST',
        body: { tradeCode },
      }),
    }),
    wxCode: build.mutation<WxCode, string>({
      query: (orderNo) => PAYMENT_PATHS.wxSubmit(orderNo),
    }),
    aliCode: build.mutation<AliCode, string>({
      query: (orderNo) => PAYMENT_PATHS.aliSubmit(orderNo),
    }),
    /** One poll: paid (code 200) or still waiting (code 202). */
    verifyPay: build.mutation<PayStatus, { orderNo: string; channel: PayChannel }>({
      query: ({ orderNo, channel }) => ({
        url:
          channel === 'aliPay' ? PAYMENT_PATHS.aliVerify(orderNo) : PAYMENT_PATHS.wxVerify(orderNo),
        method: 'POST',
        body: { orderSn: orderNo },
      }),
      extraOptions: { silent: true, okCodes: [ApiCode.paymentPending] },
      transformResponse: (_data: unknown, meta) => ({ paid: meta?.code === ApiCode.ok }),
      invalidatesTags: (result) => (result?.paid ? ['Order', 'Wallet', 'Member', 'Unread'] : []),
    }),
    closeOrder: build.mutation<null, string>({
      query: (orderNo) => CLOUD_ORDER_PATHS.close(orderNo),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useCreateRechargeOrderMutation,
  useSubmitTradeMutation,
  useWxCodeMutation,
  useAliCodeMutation,
  useVerifyPayMutation,
  useCloseOrderMutation,
} = paymentApi;
