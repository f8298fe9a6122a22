import { http } from 'msw';
import {
  AUTH_BASE,
  CLOUD_ORDER_PATHS,
  MEMBER_VIEW_BASE,
  PROFILE_PATHS,
  VIP_PATHS,
  type VipOptions,
  type VipPrice,
  type VipPriceBody,
  type VipSubmitResult,
} from 'shared-api';
import { currentDetails, envelope, ok } from 'shared-api/testing';

/** An upgrade to agency VIP for 2 years with an old level credit: ¥ 8000.00 to pay. */
export const agencyTwoYears: VipPrice = {
  productPrice: 999800,
  promotionAmount: 99800,
  oldLevelAmount: 100000,
  totalAmount: 900000,
  payAmount: 800000,
  startTime: '2026-03-01 10:00:00',
  endTime: '2028-03-01 10:00:00',
};

const level = (id: number, description: string) => ({ id, description, yearPrices: [] });
export const offers = {
  enterpriseAndAgency: {
    memberLevelDtos: [level(3, '企业VIP'), level(4, '代理VIP')],
    minNum: 1,
    maxNum: 3,
  } satisfies VipOptions,
  none: { memberLevelDtos: [], minNum: 1, maxNum: 3 } satisfies VipOptions,
};

interface ConfirmApi {
  options?: VipOptions | (() => Response);
  price?: (body: VipPriceBody) => VipPrice | null;
  /** cents */
  balance?: number;
  /** The member level held at first (enterprise VIP unless told). */
  current?: number;
  submit?: (body: unknown) => VipSubmitResult | Response;
}

/** Test support: the calls of /confirm in the contract's shapes, with a log of what was sent. */
export function confirmHandlers(api: ConfirmApi = {}) {
  const log = {
    options: [] as string[],
    prices: [] as VipPriceBody[],
    submits: [] as unknown[],
    paid: [] as string[],
    refreshes: 0,
  };
  // The level held, which a balance payment raises to agency VIP as the server would.
  let held = api.current ?? 3;
  const handlers = [
    http.get(`${MEMBER_VIEW_BASE}/currentDetails`, () => ok(currentDetails(held))),
    http.get(VIP_PATHS.options, ({ request }) => {
      log.options.push(new URL(request.url).search);
      const options = api.options ?? offers.enterpriseAndAgency;
      return typeof options === 'function' ? options() : ok(options);
    }),
    http.post(VIP_PATHS.price, async ({ request }) => {
      const body = (await request.json()) as VipPriceBody;
      log.prices.push(body);
      return ok(api.price ? api.price(body) : agencyTwoYears);
    }),
    http.get(PROFILE_PATHS.wallet, () =>
      ok({ mainMemberId: 7, balance: api.balance ?? 0, integration: 0 }),
    ),
    http.post(VIP_PATHS.submit, async ({ request }) => {
      const body = await request.json();
      log.submits.push(body);
      const answer = api.submit?.(body) ?? {
        outTradeNo: 'V900',
        payType: 1,
        number: 2,
        totalAmount: 800000,
        orderTime: '2026-03-01 10:00:00',
      };
      return answer instanceof Response ? answer : ok(answer);
    }),
    http.get(CLOUD_ORDER_PATHS.payVipByBalance(':no'), ({ params }) => {
      log.paid.push(String(params.no));
      held = 4;
      return ok(null);
    }),
    http.get(`${AUTH_BASE}/refresh`, () => {
      log.refreshes += 1;
      return ok({ token: 't2', refreshToken: 'r2', userName: '13800000000', memberLevelId: 4 });
    }),
  ];
  return { handlers, log };
}

export const refusal = (code: number, message: string) => () => envelope(code, message);
