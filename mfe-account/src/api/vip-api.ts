import {
  CLOUD_ORDER_PATHS,
  memberApi,
  refreshSession,
  VIP_PATHS,
  type VipOptions,
  type VipPrice,
  type VipPriceBody,
  type VipSubmitBody,
  type VipSubmitResult,
} from 'shared-api';

/**
 * Buying, upgrading or renewing a VIP level (spec 3 §4 'VIP purchase', §7 'VIP purchase'):
 * the levels on offer, the price of a level and year count, the order, paying it from the
 * balance, and renewing the session once a new level is paid.
 */
export const vipApi = memberApi.injectEndpoints({
  endpoints: (build) => ({
    /** Levels the member may buy now: renewals (true) or upgrades and first purchases. */
    vipOptions: build.query<VipOptions, boolean>({
      query: (isRenew) => ({ url: VIP_PATHS.options, params: { isRenew: String(isRenew) } }),
      providesTags: ['Vip'],
    }),
    /**
     * Null when the purchase would reach beyond 3 years and 90 days. Asked again at every
     * change of level or years, so silent: no overlay flashing over the form.
     */
    vipPrice: build.query<VipPrice | null, VipPriceBody>({
      query: (body) => ({ url: VIP_PATHS.price, method: 'POST', body }),
      transformResponse: (data: VipPrice | null) => data ?? null,
      extraOptions: { silent: true },
      providesTags: ['Vip'],
    }),
    submitVip: build.mutation<VipSubmitResult, VipSubmitBody>({
      query: (body) => ({ url: VIP_PATHS.submit, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
    /** Pays a VIP order (payType 2) from the wallet. */
    payVipByBalance: build.mutation<null, string>({
      query: (outTradeNo) => CLOUD_ORDER_PATHS.payVipByBalance(encodeURIComponent(outTradeNo)),
      invalidatesTags: ['Order', 'Wallet', 'Vip'],
    }),
    /**
     * After a VIP payment: new tokens (they carry the level) and the member details read again,
     * so the stored level and the header badge show the new level at once. Answers the level.
     */
    refreshMembership: build.mutation<number | null, void>({
      queryFn: async (_arg, queryApi) => {
        await refreshSession(queryApi);
        const details = await queryApi.dispatch(
          memberApi.endpoints.currentDetails.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        return { data: details.data?.memberLevelInfo.id ?? null };
      },
      invalidatesTags: ['Member', 'Vip'],
    }),
  }),
});

export const {
  useVipOptionsQuery,
  useVipPriceQuery,
  useSubmitVipMutation,
  usePayVipByBalanceMutation,
  useRefreshMembershipMutation,
} = vipApi;
