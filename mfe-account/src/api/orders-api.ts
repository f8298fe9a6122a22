import {
  api,
  CLOUD_ORDER_PATHS,
  type IdName,
  type Order,
  ORDER_PATHS,
  type OrderPage,
  type OrderQueryBody,
  PROFILE_PATHS,
  type RedeemCardBody,
  type RedeemCardResult,
  type Wallet,
} from 'shared-api';

/** A list call that matched nothing (code 201, data null) reads as an empty page. */
const emptyPage = (body: OrderQueryBody): OrderPage => ({
  pageNum: Number(body.pageNum ?? 1),
  pageSize: Number(body.pageSize ?? 10),
  total: 0,
  list: [],
});

/**
 * The order centre and the wallet (spec 3 §2.3, §2.4, §7 'Orders'): the balance, the order
 * list with its filter choices, one order's details, and topping up with a stored-value card.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The account's wallet; sub-accounts see their main account's (balance in cents). */
    wallet: build.query<Wallet, void>({
      query: () => PROFILE_PATHS.wallet,
      providesTags: ['Wallet'],
    }),
    orders: build.query<OrderPage, OrderQueryBody>({
      query: (body) => ({ url: ORDER_PATHS.query, method: 'POST', body }),
      transformResponse: (data: OrderPage | null, _meta, body) => data ?? emptyPage(body),
      providesTags: ['Order'],
    }),
    orderDetails: build.query<Order, string>({
      query: (orderSn) => ORDER_PATHS.details(encodeURIComponent(orderSn)),
      providesTags: ['Order'],
    }),
    /** The product categories the filter offers (id is the filter's productCategaryId). */
    orderProductNames: build.query<IdName[], void>({
      query: () => ORDER_PATHS.productNames,
      transformResponse: (data: IdName[] | null) => data ?? [],
    }),
    /** The account and its sub-accounts, for the filter's member choice (id is memberId). */
    orderMemberNames: build.query<IdName[], void>({
      query: () => ORDER_PATHS.memberNames,
      transformResponse: (data: IdName[] | null) => data ?? [],
      providesTags: ['SubAccount'],
    }),
    /** The card form shows refusals inline, so no toast on top of them. */
    redeemCard: build.mutation<RedeemCardResult, RedeemCardBody>({
      query: (body) => ({ url: CLOUD_ORDER_PATHS.redeemCard, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: ['Wallet', 'Order'],
    }),
  }),
});

export const {
  useWalletQuery,
  useOrdersQuery,
  useOrderDetailsQuery,
  useOrderProductNamesQuery,
  useOrderMemberNamesQuery,
  useRedeemCardMutation,
} = ordersApi;
