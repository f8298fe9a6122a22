import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PAYMENT_PATHS, type Envelope, type PaymentRequiredData } from 'shared-api/contract';
import { runFileImport } from '../../../src/register/run-import';
import { tokenPairFor } from '../../../src/routes/account/token-pair';
import { body, nextIp } from '../../helper';
import { setLevel } from '../../routes/account/account-helpers';
import {
  call,
  newMainAccount,
  newSubAccount,
  type Caller,
} from '../../routes/account/money/money-helpers';
import { sampleRecord, writeJsonl } from '../../register/fixtures';
import { loadSearchMarks } from '../../routes/search/search-marks';

/**
 * Issues 1900–1913 published a week apart from 2025-01-07 (the latest 12: 1902–1913, the
 * newest dated 2025-04-08), 1914 still being imported. The clock of these tests is later
 * (2025-06-01), so a new notice mark reads every one of the 12.
 */
export const NOW = '2025-06-01T02:00:00Z';
export const TODAY = '2025-06-01';
export const FIRST_ISSUE = 1900;
export const LATEST_ISSUE = 1913;
export const UNPUBLISHED_ISSUE = 1914;
export const OLDEST_SHOWN = LATEST_ISSUE - 11;
export const issueDate = (issue: number) =>
  new Date(Date.UTC(2025, 0, 7 + (issue - FIRST_ISSUE) * 7)).toISOString().slice(0, 10);

/**
 * The search tests' register (numbers 30000001–30000010; 30000001 华为 in class 9, holder
 * 华为技术有限公司; every mark's agency 杭州天成知识产权代理有限公司) plus 30000001 in class
 * 35 as well, and the issues above. Answers the numbers in SEARCH_MARKS order.
 */
export async function loadNoticeRegister(app: FastifyInstance): Promise<string[]> {
  const codes = await loadSearchMarks(app);
  const second = sampleRecord(1, {
    TM_CODE: codes[0]!,
    TM_NCL: 35,
    TM_NAME: '华为',
    TM_HOLDER_CN: '华为技术有限公司',
    TM_GOODSLS_CN: [{ similarcode: '3501', goods: '广告', nid: 0 }],
    TMNOTICELS_CN: [],
  });
  await runFileImport(app.db, await writeJsonl([second]));
  for (let issue = FIRST_ISSUE; issue <= UNPUBLISHED_ISSUE; issue++) {
    await app.db.query(
      'INSERT INTO gazette_issues (issue_no, issue_date, published_at) VALUES ($1, $2, $3)',
      [issue, issueDate(issue), issue === UNPUBLISHED_ISSUE ? null : new Date()],
    );
  }
  return codes;
}

/** A gazette notice, as an issue import writes it. */
export async function addNotice(
  app: FastifyInstance,
  notice: {
    issue: number;
    typeId: number;
    regNo: string;
    classId: number;
    page?: number;
    mark?: string;
    applicant?: string;
  },
) {
  await app.db.query(
    `INSERT INTO gazette_notices (issue_no, type_id, page, reg_no, class_id, mark_name, applicant)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      notice.issue,
      notice.typeId,
      notice.page ?? 1,
      notice.regNo,
      notice.classId,
      notice.mark ?? '华为',
      notice.applicant ?? '华为技术有限公司',
    ],
  );
}

/** Announcement type ids (server/data/reference/notice-types.json). */
export const TYPES = { transfer: 5, change: 6, renewal: 12, licence: 31, prelim: 36 } as const;
export const TYPE_LABELS = {
  [TYPES.transfer]: '商标转让/移转公告',
  [TYPES.change]: '注册人名义/地址变更公告',
  [TYPES.renewal]: '商标续展公告',
  [TYPES.licence]: '商标使用许可备案公告',
  [TYPES.prelim]: '商标初步审定公告',
} as const;

/** A subject of the account, straight in the table (subject calls are another file's). */
export async function addSubject(
  app: FastifyInstance,
  account: number,
  name: string,
  type: 3 | 4 = 3,
  isDefault = false,
): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO subjects (main_member_id, subject_type, name, name_key, is_default, start_date)
     VALUES ($1, $2, $3, archive_name_key($3), $4, '2025-01-01') RETURNING id`,
    [account, type, name, isDefault],
  );
  return rows[0]!.id;
}

/** The four callers of the owner matrix: A, B, A's sub-account, a visitor. */
export async function ownerCallers(app: FastifyInstance) {
  const a = await newMainAccount(app);
  await setLevel(app, a.id, 4);
  const b = await newMainAccount(app);
  await setLevel(app, b.id, 4);
  const aSub = await newSubAccount(app, a);
  return { a, b, aSub, visitor: null };
}

/** A main account of the level (null: registered only, level 1), logged in. */
export async function memberOfLevel(app: FastifyInstance, level: number | null): Promise<Caller> {
  const member = await newMainAccount(app);
  await setLevel(app, member.id, level);
  return member;
}

/** A member call (null: a visitor) with any method and an optional JSON body. */
export function send(
  app: FastifyInstance,
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(caller ? { headers: { authorization: `Bearer ${caller.token}` } } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Pays a code-6000 trade as the payment dialog does: the WeChat QR code, then the wallet. */
export async function payBySandbox(
  app: FastifyInstance,
  caller: Caller,
  asked: LightMyRequestResponse,
): Promise<PaymentRequiredData> {
  const trade = body<PaymentRequiredData>(asked).data;
  const code = await call(app, caller, 'GET', PAYMENT_PATHS.wxSubmit(trade.tradeCode));
  if (code.statusCode !== 200) throw new Error(`wxSubmit failed: ${code.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: PAYMENT_PATHS.sandboxConfirm,
    payload: { orderSn: trade.tradeCode },
  });
  if (confirmed.json<Envelope<unknown>>().code !== 200) {
    throw new Error(`sandbox confirm failed: ${confirmed.body}`);
  }
  return trade;
}

/** A fresh access token after the clock jumped (access tokens are short-lived). */
export async function relogin(app: FastifyInstance, caller: Caller): Promise<void> {
  const { rows } = await app.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [
    caller.id,
  ]);
  caller.token = (await tokenPairFor(app, { id: caller.id, name: rows[0]!.name })).token;
}
