import type { FastifyInstance } from 'fastify';
import { ApiCode, EXPORT_PATHS, NEEDS_ENTERPRISE_VIP } from 'shared-api/contract';
import { body, build, callAs, registerMember } from '../helper';
import { setLevel } from '../routes/account/account-helpers';
import { FULL_UID, loadMarks } from './marks';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  await loadMarks(app.db);
});
afterAll(() => app.close());

/** A registered member whose memberships are replaced by one of `level` (1: none). */
async function memberOfLevel(level: number): Promise<string> {
  const member = await registerMember(app);
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
    member.phone,
  ]);
  await setLevel(app, rows[0]!.id, level === 1 ? null : level);
  return member.token;
}

const exportCalls: Array<[string, string, object]> = [
  ['queryExcelByUids', EXPORT_PATHS.queryExcel, { keyword: FULL_UID }],
  ['wordByCode', EXPORT_PATHS.word, { code: '30000001', ncl: 30 }],
  ['pdfByCode', EXPORT_PATHS.pdf, { code: '30000001', ncl: 30 }],
];

describe('exports need enterprise, agency or internal level (spec 3 §6, spec 2 §6)', () => {
  it.each([1, 2, 5])('level %i gets 4002 请升级企业VIP或代理VIP获取权限！', async (level) => {
    const token = await memberOfLevel(level);
    for (const [, url, payload] of exportCalls) {
      const res = await callAs(app, token, 'POST', url, payload);
      expect(res.statusCode).toBe(403);
      expect(body(res)).toEqual({
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
    }
  });

  it.each([3, 4, 6])('level %i exports', async (level) => {
    const token = await memberOfLevel(level);
    // the token and the Word file; the PDF (a slow font embedding) is the same hook
    for (const [, url, payload] of exportCalls.slice(0, 2)) {
      const res = await callAs(app, token, 'POST', url, payload);
      expect(res.statusCode).toBe(200);
    }
  });

  it('the enterprise trial of a new registration exports', async () => {
    const { token } = await registerMember(app);
    const res = await callAs(app, token, 'POST', EXPORT_PATHS.queryExcel, { keyword: FULL_UID });
    expect(res.statusCode).toBe(200);
  });
});
