// What the search journeys need: a logged-in member, marks discovered in the generated register
// (it depends on the day, so nothing is hard-coded), the search box driven the way a user does,
// and the text of an exported PDF.
import { execFile } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  APPLICANT_SUGGEST_PATH,
  DETAIL_PATH,
  SEARCH_MODE_LABELS,
  SEARCH_PATHS,
  type DetailRow,
  type SearchModeValue,
  type SearchQueryInput,
  type SearchResult,
  type SearchRow,
} from 'shared-api/contract';
import { expect, test as base } from './fixtures';
import { API, registerViaApi, type TokenPair } from './stack';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
): Promise<T> {
  // every call that answers register data needs a login (spec 3 §6): the search member's
  // unless another token is given
  const bearer = token ?? (await searchMember(request)).token;
  const headers = { authorization: `Bearer ${bearer}` };
  const response = await request.post(`${API}${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * One search call as the page makes it, as the search member unless `token` names another;
 * code 201 (no match, data null) is an empty result.
 */
export async function searchApi(
  request: APIRequestContext,
  mode: SearchModeValue,
  query: SearchQueryInput,
  token?: string,
): Promise<SearchResult> {
  const data = await post<SearchResult | null>(request, SEARCH_PATHS[mode], query, token);
  return data ?? { list: [], total: 0, filter: [] };
}

let registered: Promise<TokenPair> | undefined;

/** The member the search journeys act as, registered once per worker process. */
export function searchMember(request: APIRequestContext): Promise<TokenPair> {
  registered ??= registerViaApi(request).catch((err: unknown) => {
    registered = undefined;
    throw err;
  });
  return registered;
}

/**
 * `test` whose pages start logged in as the search member (7-day VIP trial, level 3: exports
 * and image search allowed). The guard sends visitors on /search/searchinfo and /search/tmd to
 * login, and the detail opens in a new tab of the same context. No worker-scoped fixture here:
 * one would give these files a worker of their own, run after every other file, and
 * zz-remote-down must stay last.
 */
export const test = base.extend<{ member: TokenPair }>({
  member: async ({ request }, provide) => provide(await searchMember(request)),
  storageState: async ({ member, baseURL }, provide) => {
    const session = {
      userName: member.userName,
      userToken: member.token,
      userRefreshToken: member.refreshToken,
      memberLevelId: String(member.memberLevelId),
    };
    await provide({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: Object.entries(session).map(([name, value]) => ({ name, value })),
        },
      ],
    });
  },
});
export { expect };

/** A mark every text mode finds on its first page, with what the mode-specific checks need. */
export interface JourneyMark {
  row: SearchRow;
  /** A similar group (four digits) of its goods, for mode 6. */
  group: string;
  /** The first reason mode 4 gives for it. */
  reason: string;
}

const FIRST_PAGE = { pageno: 1, pagesize: 20 };
const onFirstPage = (result: SearchResult, uid: string) =>
  result.list.find((row) => row.UID === uid);

/** Names the similarity modes take (spec 1 §5: up to 5 Chinese characters), not '图形'. */
const SEARCHABLE_NAME = /^\p{Script=Han}{2,4}$/u;

/** Applicant names from the suggestion call; the seeds are words company names contain. */
export async function someApplicants(request: APIRequestContext): Promise<string[]> {
  for (const keyword of ['公司', '有限', '集团', '店', '厂']) {
    const { proxy } = await post<{ proxy: string[] }>(request, APPLICANT_SUGGEST_PATH, {
      keyword,
    });
    if (proxy.length > 0) return proxy;
  }
  throw new Error('the applicant suggestions found no applicant in the register');
}

async function checkCandidate(
  request: APIRequestContext,
  row: SearchRow,
): Promise<JourneyMark | null> {
  const byText = (mode: SearchModeValue, keyword: string, extra: Partial<SearchQueryInput> = {}) =>
    searchApi(request, mode, { keyword, ...FIRST_PAGE, ...extra });
  for (const [mode, keyword] of [
    [0, row.TM_NAME],
    [1, row.TM_NAME],
    [2, row.TM_CODE],
    [3, row.TM_HOLDER_CN],
  ] as const) {
    if (!onFirstPage(await byText(mode, keyword), row.UID)) return null;
  }
  const similar = onFirstPage(await byText(4, row.TM_NAME), row.UID);
  const reason = similar?.match?.reasons[0];
  if (!reason) return null;
  const detail = await post<{ list: DetailRow[] }>(request, DETAIL_PATH, { keyword: row.UID });
  const group = detail.list[0]?.TM_GOODSLS_CN[0]?.similarcode;
  if (!group) return null;
  const goods = { TM_GOODS: [group], NCL: [Number(group.slice(0, 2))] };
  if (!onFirstPage(await byText(6, row.TM_NAME, goods), row.UID)) return null;
  return { row, group, reason };
}

/** A mark with a Chinese name (the exports' font must draw it), from the first applicants. */
export async function findChineseMark(request: APIRequestContext): Promise<SearchRow> {
  for (const applicant of await someApplicants(request)) {
    const { list } = await searchApi(request, 3, { keyword: applicant, pagesize: 50 });
    const row = list.find((candidate) => SEARCHABLE_NAME.test(candidate.TM_NAME));
    if (row) return row;
  }
  throw new Error('no mark with a Chinese name among the suggested applicants');
}

/**
 * A mark with a logo for the image search. Its logo should be shared by few marks, and it is
 * the newest of them: marks of one logo are listed newest first, so it leads its logo's run.
 */
export async function findLogoMark(request: APIRequestContext): Promise<SearchRow> {
  for (const applicant of await someApplicants(request)) {
    const { list } = await searchApi(request, 3, { keyword: applicant, pagesize: 200 });
    const byLogo = new Map<string, SearchRow[]>();
    for (const row of list) {
      if (row.imageUrl) byLogo.set(row.imageUrl, [...(byLogo.get(row.imageUrl) ?? []), row]);
    }
    const rarest = [...byLogo.values()].sort((a, b) => a.length - b.length)[0];
    if (!rarest) continue;
    return rarest.reduce((newest, row) => (row.TM_APP_DATE > newest.TM_APP_DATE ? row : newest));
  }
  throw new Error('no mark with a logo among the suggested applicants');
}

/** Discovers a mark of today's register that modes 0–4 and 6 each find on their first page. */
export async function findJourneyMark(request: APIRequestContext): Promise<JourneyMark> {
  for (const applicant of await someApplicants(request)) {
    const { list } = await searchApi(request, 3, { keyword: applicant, pagesize: 50 });
    const candidates = list.filter((row) => SEARCHABLE_NAME.test(row.TM_NAME)).slice(0, 3);
    for (const row of candidates) {
      const mark = await checkCandidate(request, row);
      if (mark) return mark;
    }
  }
  throw new Error('no mark of the register is found by every text mode on its first page');
}

// --- the page -------------------------------------------------------------------------------

export const resultTable = (page: Page) => page.getByRole('table', { name: '商标查询结果' });

/** The result row of a mark (its application number is a cell of its own). */
export const resultRow = (page: Page, code: string): Locator =>
  resultTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

export const totalText = (total: number) => `共找到 ${total} 件相关商标`;

/** On /search: picks the mode's tab and types the text (mode 5 has none). */
export async function fillSearch(page: Page, mode: SearchModeValue, text = '') {
  await page.getByRole('tab', { name: SEARCH_MODE_LABELS[mode], exact: true }).click();
  await expect(
    page.getByRole('tab', { name: SEARCH_MODE_LABELS[mode], exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  if (mode !== 5) await page.getByRole('textbox', { name: '查询内容' }).fill(text);
}

export const searchButton = (page: Page) => page.getByRole('button', { name: '查询', exact: true });

/** Presses 查询 and waits for the results address of the mode. */
export async function submitSearch(page: Page, mode: SearchModeValue) {
  await searchButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/search/searchinfo\\?searchtype=${mode}\\b`));
}

/**
 * The text of a PDF, by pdf-parse in a child Node process as server/test/exports/pdf-text.ts
 * does: pdf.js starts its worker with a dynamic import(), kept out of the test runner's
 * module loader that way.
 */
const EXTRACT = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const { text } = await parser.getText();
  await parser.destroy();
  process.stdout.write(text);
});`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', EXTRACT, require.resolve('pdf-parse')],
      { maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
