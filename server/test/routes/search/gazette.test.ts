import type { FastifyInstance } from 'fastify';
import {
  GAZETTE_PATHS,
  type GazetteRow,
  type GazetteSearchResult,
  type MaxNoticeIssue,
  type NoticeTypeCount,
} from 'shared-api/contract';
import { issueDate } from '../../../src/register/gazette-calendar';
import { runIssueImport } from '../../../src/register/run-issue-import';
import { body, build } from '../../helper';
import { sampleRecord, writeJsonl } from '../../register/fixtures';

const ISSUE = 1990;
const NEXT = 1991;
/** An issue still being imported: its notices exist but it is not published. */
const UNPUBLISHED = 1992;

/** A mark announced in `issue` with one notice of `code` on `page`. */
const noticed = (n: number, issue: number, code: string, page: number, name = '') =>
  sampleRecord(n, {
    TM_STATUS: 1,
    TM_APP_DATE: '2026-02-01',
    TM_FIRST_DATE: issueDate(issue),
    TM_FIRST_ISSUE: issue,
    TM_REG_DATE: null,
    TM_REG_ISSUE: null,
    TM_DEADLINE_START: null,
    TM_DEADLINE_END: null,
    TMNOTICELS_CN: [{ code, issue, page, name, date: issueDate(issue) }],
  });

/** Issue ISSUE: 25 first-review notices (10 a page), a registration and a transfer. */
function issueRecords() {
  const firstReview = Array.from({ length: 25 }, (_, i) =>
    noticed(i + 1, ISSUE, 'TMZCSQ', Math.ceil((i + 1) / 10)),
  );
  return [
    ...firstReview,
    {
      ...noticed(26, ISSUE, 'TMZR', 4),
      TM_NAME: 'Apple 苹果',
      TM_HOLDER_CN: '上海果园科技有限公司',
    },
    noticed(27, ISSUE, 'TMZCZC', 2),
  ];
}

async function loadIssues(app: FastifyInstance) {
  await runIssueImport(app.db, await writeJsonl(issueRecords()), ISSUE, issueDate(ISSUE));
  const next = [noticed(30, NEXT, 'TMZCSQ', 1), noticed(31, NEXT, 'TMZCSQ', 1)];
  await runIssueImport(app.db, await writeJsonl(next), NEXT, issueDate(NEXT));
  await app.db.query('INSERT INTO gazette_issues (issue_no, issue_date) VALUES ($1, $2)', [
    UNPUBLISHED,
    issueDate(UNPUBLISHED),
  ]);
  await app.db.query(
    `INSERT INTO gazette_notices (issue_no, type_id, page, reg_no, class_id, mark_name, applicant)
     VALUES ($1, 36, 1, '39999999', 30, '未发布', '未发布公司')`,
    [UNPUBLISHED],
  );
}

const search = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: GAZETTE_PATHS.search, payload });

const types = (app: FastifyInstance, query: string) =>
  app.inject({ method: 'GET', url: `${GAZETTE_PATHS.types}${query}` });

describe('gazette before any issue is published', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('getMaxNoticeIssue answers no latest issue and an empty list', async () => {
    const res = await app.inject({ method: 'GET', url: GAZETTE_PATHS.maxIssue });
    expect(res.statusCode).toBe(200);
    expect(body<MaxNoticeIssue>(res)).toEqual({
      code: 200,
      message: '成功',
      data: { latest: null, issues: [] },
    });
  });
});

describe('gazette calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
    await loadIssues(app);
  });
  afterAll(() => app.close());

  describe('GET getMaxNoticeIssue', () => {
    it('gives the latest published issue, skipping one still being imported', async () => {
      const res = await app.inject({ method: 'GET', url: GAZETTE_PATHS.maxIssue });
      expect(body<MaxNoticeIssue>(res).data).toEqual({
        latest: { issue: NEXT, date: issueDate(NEXT) },
        issues: [
          { issue: NEXT, date: issueDate(NEXT) },
          { issue: ISSUE, date: issueDate(ISSUE) },
        ],
      });
    });

    it('lists at most the latest 12 issues, newest first', async () => {
      const older = Array.from({ length: 15 }, (_, i) => 1970 + i);
      await app.db.query(
        `INSERT INTO gazette_issues (issue_no, issue_date, published_at)
         SELECT n, d::date, now() FROM unnest($1::int[], $2::text[]) AS i (n, d)`,
        [older, older.map(issueDate)],
      );
      try {
        const { data } = body<MaxNoticeIssue>(
          await app.inject({ method: 'GET', url: GAZETTE_PATHS.maxIssue }),
        );
        expect(data.issues.map((i) => i.issue)).toEqual([
          1991, 1990, 1984, 1983, 1982, 1981, 1980, 1979, 1978, 1977, 1976, 1975,
        ]);
        expect(data.latest?.issue).toBe(NEXT);
      } finally {
        await app.db.query('DELETE FROM gazette_issues WHERE issue_no = ANY($1::int[])', [older]);
      }
    });
  });

  describe('GET queryNoticeTypes', () => {
    it("lists the issue's types with their counts in the spec's type order", async () => {
      const res = await types(app, `?issue=${ISSUE}`);
      expect(res.statusCode).toBe(200);
      expect(body<NoticeTypeCount[]>(res).data).toEqual([
        { id: 36, code: 'TMZCSQ', name: '商标初步审定公告', count: 25 },
        { id: 1, code: 'TMZCZC', name: '商标注册公告（一）', count: 1 },
        { id: 5, code: 'TMZR', name: '商标转让/移转公告', count: 1 },
      ]);
    });

    it('refuses an unpublished or unknown issue with 3002', async () => {
      for (const issue of [UNPUBLISHED, 12]) {
        const res = await types(app, `?issue=${issue}`);
        expect(res.statusCode).toBe(404);
        expect(body(res)).toEqual({
          code: 3002,
          message: `第${issue}期公告不存在或尚未发布`,
          data: null,
        });
      }
    });

    it.each([
      ['', '请选择公告期号'],
      ['?issue=', '请选择公告期号'],
      ['?issue=abc', '期号应为正整数'],
      ['?issue=0', '期号应为正整数'],
      ['?issue=1.5', '期号应为正整数'],
      ['?issue=-3', '期号应为正整数'],
    ])("refuses the query '%s' with 3001 %s", async (query, message) => {
      const res = await types(app, query);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ code: 3001, message, data: null });
    });
  });

  describe('POST searchNotice', () => {
    const total = async (payload: Record<string, unknown>) =>
      body<GazetteSearchResult>(await search(app, { firstNo: ISSUE, ...payload })).data.total;

    it('pages one type of an issue in page and number order, every field filled', async () => {
      const res = await search(app, { firstNo: ISSUE, typeName: '36', pageNum: 1, pageSize: 10 });
      expect(res.statusCode).toBe(200);
      const { data } = body<GazetteSearchResult>(res);
      expect(data.total).toBe(25);
      expect(data.list).toHaveLength(10);
      expect(data.list[0]).toEqual<GazetteRow>({
        firstNo: ISSUE,
        firstDate: issueDate(ISSUE),
        typeName: '商标初步审定公告',
        code: '30000001',
        accn: '浙江恒泰食品有限公司1',
        mark: '恒泰1',
        page: 1,
        type: 36,
        ncl: 30,
      });
      expect(data.list.map((r) => r.code)).toEqual(
        Array.from({ length: 10 }, (_, i) => String(30_000_001 + i)),
      );
    });

    it('gives the last partial page, and an empty list past the end', async () => {
      const third = body<GazetteSearchResult>(
        await search(app, { firstNo: ISSUE, typeName: 36, pageNum: 3, pageSize: 10 }),
      ).data;
      expect(third.list.map((r) => r.mark)).toEqual([
        '恒泰21',
        '恒泰22',
        '恒泰23',
        '恒泰24',
        '恒泰25',
      ]);
      expect(third.list.every((r) => r.page === 3)).toBe(true);
      const beyond = await search(app, { firstNo: ISSUE, typeName: 36, pageNum: 4, pageSize: 10 });
      expect(body(beyond)).toEqual({ code: 200, message: '成功', data: { total: 25, list: [] } });
    });

    it('takes the type by code in any case, and every type when none is given', async () => {
      expect(await total({ typeName: 'tmzcsq' })).toBe(25);
      expect(await total({ typeName: 'TMZR' })).toBe(1);
      const all = body<GazetteSearchResult>(
        await search(app, { firstNo: ISSUE, typeName: '', pageSize: 50 }),
      ).data;
      expect(all.total).toBe(27);
      // the spec's type order: first review (36), then registration (1), then transfer (5)
      expect(all.list.slice(-2).map((r) => [r.type, r.typeName])).toEqual([
        [1, '商标注册公告（一）'],
        [5, '商标转让/移转公告'],
      ]);
      expect(all.list[0]?.type).toBe(36);
    });

    it('defaults to the first page of 20', async () => {
      const { data } = body<GazetteSearchResult>(await search(app, { firstNo: String(ISSUE) }));
      expect(data.total).toBe(27);
      expect(data.list).toHaveLength(20);
    });

    it('filters by name contained, case-insensitive, wildcards taken literally', async () => {
      // 恒泰2, 恒泰20 … 恒泰25 and the registration of 恒泰27
      expect(await total({ mark: '恒泰2' })).toBe(8);
      expect(await total({ mark: '恒泰2', typeName: 'TMZCSQ' })).toBe(7);
      expect(await total({ mark: 'apple' })).toBe(1);
      expect(await total({ mark: '  苹果 ' })).toBe(1);
      expect(await total({ mark: '%' })).toBe(0);
      expect(await total({ mark: '恒_' })).toBe(0);
    });

    it('filters by applicant contained and by number prefix, combined with the type', async () => {
      // holders alternate …公司1 / …公司0: the even marks 2 … 24 of the first-review notices
      expect(await total({ accn: '公司0', typeName: '36' })).toBe(12);
      expect(await total({ accn: '果园' })).toBe(1);
      expect(await total({ code: '3000001' })).toBe(10);
      expect(await total({ code: '30000005' })).toBe(1);
      expect(await total({ code: '30000005', accn: '公司0' })).toBe(0);
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await search(app, { firstNo: ISSUE, mark: '不存在的商标' });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ code: 200, message: '成功', data: { total: 0, list: [] } });
    });

    it("shows another issue's notices only under that issue", async () => {
      const { data } = body<GazetteSearchResult>(await search(app, { firstNo: NEXT }));
      expect(data.list.map((r) => [r.firstNo, r.code])).toEqual([
        [NEXT, '30000030'],
        [NEXT, '30000031'],
      ]);
    });

    it('refuses an issue that is not published', async () => {
      const res = await search(app, { firstNo: UNPUBLISHED });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({
        code: 3002,
        message: `第${UNPUBLISHED}期公告不存在或尚未发布`,
        data: null,
      });
    });

    it.each([
      [{}, '请选择公告期号'],
      [{ firstNo: '' }, '请选择公告期号'],
      [{ firstNo: 'abc' }, '期号应为正整数'],
      [{ firstNo: 0 }, '期号应为正整数'],
      [{ firstNo: ISSUE, pageNum: 0 }, '页码应为正整数'],
      [{ firstNo: ISSUE, pageNum: 'x' }, '页码应为正整数'],
      [{ firstNo: ISSUE, pageSize: 0 }, '每页条数应在1-200之间'],
      [{ firstNo: ISSUE, pageSize: 201 }, '每页条数应在1-200之间'],
      [{ firstNo: ISSUE, pageSize: 'all' }, '每页条数应在1-200之间'],
      [{ firstNo: ISSUE, pageSize: 2.5 }, '每页条数应在1-200之间'],
      [{ firstNo: ISSUE, typeName: 'TMNONE' }, '公告类型不存在'],
      [{ firstNo: ISSUE, typeName: '99' }, '公告类型不存在'],
      [{ firstNo: ISSUE, typeName: '99999' }, '公告类型不存在'],
      [{ firstNo: ISSUE, code: '3000-1' }, '申请号应为1-12位数字或字母'],
      [{ firstNo: ISSUE, code: '1234567890123' }, '申请号应为1-12位数字或字母'],
      [{ firstNo: ISSUE, mark: '商'.repeat(51) }, '商标名称不能超过50个字'],
      [{ firstNo: ISSUE, accn: '公'.repeat(51) }, '申请人不能超过50个字'],
    ])('refuses %j with 3001 %s', async (payload, message) => {
      const res = await search(app, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ code: 3001, message, data: null });
    });
  });
});
