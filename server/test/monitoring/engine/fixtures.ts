import sharp from 'sharp';
import type { Db, Queryable } from '../../../src/db/types';
import { checkPicture, saveUpload } from '../../../src/image-search/uploads';
import { runIssueImport } from '../../../src/register/run-issue-import';
import { sampleRecord, writeJsonl } from '../../register/fixtures';

export const ISSUE = 1990;
export const ISSUE_DATE = '2026-10-27';

/** Names of the issue's marks: look-alikes of the watched names, and unrelated ones. */
export const ISSUE_NAMES = [
  '康帅傅',
  '康师傅',
  '康师傅食品',
  '华为科技',
  '骅为',
  '为华',
  'HUAWEI',
  '王老菊',
  '王老吉凉茶',
  '星巴客',
  'LUMARA',
  '天鹅',
  '小天鹅',
  '晨光',
  '青岛啤酒',
  '蓝月亮',
];

/** Marks alternate between classes 30, 9 and 32, so class scopes keep some and drop others. */
export const classOf = (n: number) => [30, 9, 32][n % 3]!;

/** A star: a figure whose turned and recoloured copies the image index must still find. */
export async function logoPng(fill: string, degrees = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    <rect width="200" height="200" fill="white"/>
    <polygon points="100,15 125,80 195,80 140,120 160,190 100,148 40,190 60,120 5,80 75,80"
      fill="${fill}"/><rect x="85" y="20" width="30" height="60" fill="${fill}"/></svg>`;
  return sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** A circle: an unrelated figure in the same issue. */
async function circlePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    <rect width="200" height="200" fill="white"/><circle cx="100" cy="100" r="70" fill="black"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Imports ISSUE (which opens its watch job): the names above, then `extra` plain marks. */
export async function importIssue(db: Db, extra = 0): Promise<void> {
  const records = [...ISSUE_NAMES, ...Array.from({ length: extra }, (_, i) => `恒泰${i}号`)].map(
    (name, n) =>
      sampleRecord(n, {
        TM_NAME: name,
        TM_NCL: classOf(n),
        TM_STATUS: 1,
        TM_APP_DATE: '2026-02-01',
        TM_FIRST_DATE: ISSUE_DATE,
        TM_FIRST_ISSUE: ISSUE,
        TM_REG_DATE: null,
        TM_REG_ISSUE: null,
        TM_DEADLINE_START: null,
        TM_DEADLINE_END: null,
        // the first two marks carry the star, the third a circle
        ...(n < 3 ? { imagePath: n < 2 ? 'star.png' : 'circle.png' } : {}),
        TMNOTICELS_CN: [
          { code: 'TMZCSQ', issue: ISSUE, page: n + 1, name: '商标初步审定公告', date: ISSUE_DATE },
        ],
      }),
  );
  const file = await writeJsonl(records, {
    'star.png': await logoPng('#1040c0'),
    'circle.png': await circlePng(),
  });
  await runIssueImport(db, file, ISSUE, ISSUE_DATE);
}

let memberCounter = 0;
export async function addMember(db: Queryable): Promise<number> {
  memberCounter += 1;
  const mobile = `137${String(process.pid % 10000).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO members (name, mobile) VALUES ($1, $1) RETURNING id',
    [mobile],
  );
  return rows[0]!.id;
}

export interface WatchSpec {
  memberId: number;
  name?: string;
  picture?: Buffer;
  classes?: number[];
  groups?: string[];
  start?: string;
  end?: string;
}

const ALL_CLASSES = Array.from({ length: 45 }, (_, i) => i + 1);

export async function addWatch(db: Queryable, spec: WatchSpec): Promise<number> {
  let sha: string | null = null;
  if (spec.picture) {
    const checked = await checkPicture(spec.picture);
    if (typeof checked === 'string') throw new Error(`bad picture: ${checked}`);
    sha = await saveUpload(db, spec.picture, checked, new Date());
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO watches (main_member_id, watch_type, name, picture_sha256, classes, group_codes,
       start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      spec.memberId,
      spec.picture ? 2 : 1,
      spec.name ?? null,
      sha,
      spec.classes ?? ALL_CLASSES,
      spec.groups ?? [],
      spec.start ?? '2026-01-01',
      spec.end ?? '2027-01-01',
    ],
  );
  return rows[0]!.id;
}

export interface StoredMatch {
  watch_id: number;
  trademark_id: number;
  score: number;
  grade: string;
  reasons: string[];
  highlight: number[];
}

export async function storedMatches(db: Queryable): Promise<StoredMatch[]> {
  const { rows } = await db.query<StoredMatch>(
    `SELECT watch_id, trademark_id, score, grade, reasons, highlight FROM watch_matches
     WHERE issue_no = $1 ORDER BY watch_id, trademark_id`,
    [ISSUE],
  );
  return rows;
}

export async function remindersOf(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ title: string; content: { text: string; links: unknown[] } }>(
    'SELECT title, content FROM reminders WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows;
}
