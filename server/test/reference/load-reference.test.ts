import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { loadReferenceData, ReferenceFileError } from '../../src/reference';
import { openTestDb } from '../helper';
import { CLASS_01, CLASS_02, referenceFixture, type ReferenceFixture } from './fixture';
import { insertTrademarks } from './trademark-rows';

const statuses = (reports: Awaited<ReturnType<typeof loadReferenceData>>) =>
  Object.fromEntries(reports.map((r) => [r.dataset, r.status]));

const column = async (db: Db, sql: string) =>
  (await db.query<{ v: unknown }>(sql)).rows.map((r) => r.v);

describe('loadReferenceData', () => {
  let db: Db;
  let fixture: ReferenceFixture;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
    fixture = referenceFixture();
  });
  afterAll(async () => {
    fixture?.cleanUp();
    await db?.close();
  });

  it('loads every dataset into its tables and records the checksums', async () => {
    const reports = await loadReferenceData(db, fixture.dir);
    expect(statuses(reports)).toEqual({
      areas: 'loaded',
      'notice-types': 'loaded',
      goods: 'loaded',
      vienna: 'loaded',
      industries: 'loaded',
    });
    expect(await column(db, 'SELECT id AS v FROM nice_classes ORDER BY id')).toEqual([1, 2]);
    expect(await column(db, 'SELECT code AS v FROM similar_groups ORDER BY code')).toEqual([
      '0101',
      '0102',
      '0201',
    ]);
    expect(await column(db, 'SELECT count(*)::int AS v FROM goods_items')).toEqual([6]);
    expect(
      await column(db, "SELECT similar_to || ':' || note AS v FROM group_similarities"),
    ).toEqual(['0201:0101 的氨与 0201 的颜料类似']);
    expect(await column(db, 'SELECT code AS v FROM vienna_elements ORDER BY code')).toEqual([
      '01',
      '01.01',
      '01.01.01',
      '01.01.02',
      '01.03',
      '01.03.01',
      '02',
    ]);
    const industries = await db.query(
      'SELECT id, name, class_ids, group_codes FROM industries ORDER BY id',
    );
    expect(industries.rows).toEqual([
      { id: 1, name: '餐饮', class_ids: [43, 30], group_codes: ['4301', '3001'] },
      { id: 2, name: '化工', class_ids: [1], group_codes: [] },
    ]);
    expect(await column(db, 'SELECT count(*)::int AS v FROM reference_versions')).toEqual([5]);
  });

  it('keeps provinces incl. Taiwan, Hong Kong and Macao, with short names', async () => {
    const areas = await db.query<{ code: string; short_name: string; level: number }>(
      `SELECT code, short_name, level FROM areas
       WHERE code IN ('110000', '150000', '440000', '450000', '710000', '810000', '820000')
       ORDER BY code`,
    );
    expect(areas.rows.map((a) => `${a.code} ${a.short_name}`)).toEqual([
      '110000 北京',
      '150000 内蒙古',
      '440000 广东',
      '450000 广西',
      '710000 台湾',
      '810000 香港',
      '820000 澳门',
    ]);
    const cities = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM areas WHERE level = 2 AND parent_code = '440000'",
    );
    expect(cities.rows[0]!.n).toBeGreaterThan(10);
  });

  it('skips every dataset on a second run', async () => {
    const reports = await loadReferenceData(db, fixture.dir);
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['current']));
  });

  it('reloads a changed file without deleting rows the register references', async () => {
    await insertTrademarks(db, [{ classId: 2, provinceCode: '440000' }]);
    fixture.remove('goods/class-02.json');
    fixture.write('goods/class-01.json', {
      ...CLASS_01,
      shortName: '化工原料',
      groups: [{ ...CLASS_01.groups[0]!, items: [{ code: '010061', name: '氨（工业用）' }] }],
    });
    const reports = await loadReferenceData(db, fixture.dir);
    expect(statuses(reports)).toMatchObject({ goods: 'loaded', vienna: 'current' });

    // Class 2 is gone from the files but a trademark files in it: the class stays.
    expect(await column(db, 'SELECT short_name AS v FROM nice_classes ORDER BY id')).toEqual([
      '化工原料',
      CLASS_02.shortName,
    ]);
    expect(await column(db, 'SELECT code AS v FROM similar_groups ORDER BY code')).toEqual([
      '0101',
    ]);
    expect(await column(db, 'SELECT code || name AS v FROM goods_items')).toEqual([
      '010061氨（工业用）',
    ]);
    // The note pointed at 0201, which no loaded file has any more.
    expect(await column(db, 'SELECT count(*)::int AS v FROM group_similarities')).toEqual([0]);
  });

  it('keeps a stale area while a holder uses it, then drops it and its parent', async () => {
    await db.query(
      `INSERT INTO areas (code, level, parent_code, name, short_name) VALUES
        ('990000', 1, NULL, '测试省', '测试'), ('990100', 2, '990000', '测试市', '测试')`,
    );
    await db.query("INSERT INTO holders (name_cn, city_code) VALUES ('测试城市申请人', '990100')");
    await db.query("DELETE FROM reference_versions WHERE dataset = 'areas'");
    expect(statuses(await loadReferenceData(db, fixture.dir)).areas).toBe('loaded');
    expect(
      await column(db, "SELECT code AS v FROM areas WHERE code LIKE '99%' ORDER BY code"),
    ).toEqual(['990000', '990100']);

    await db.query("DELETE FROM holders WHERE name_cn = '测试城市申请人'");
    await db.query("DELETE FROM reference_versions WHERE dataset = 'areas'");
    await loadReferenceData(db, fixture.dir);
    expect(await column(db, "SELECT code AS v FROM areas WHERE code LIKE '99%'")).toEqual([]);
    expect(await column(db, "SELECT count(*)::int AS v FROM areas WHERE code = '440000'")).toEqual([
      1,
    ]);
  });

  it('refuses a malformed file, naming it, and changes nothing', async () => {
    fixture.write('vienna.json', [{ code: '1', name: '天体' }]);
    const err = await loadReferenceData(db, fixture.dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReferenceFileError);
    expect((err as Error).message).toMatch(
      /^reference data file vienna\.json is malformed: 0\.code/,
    );

    fixture.write('goods/class-01.json', '{ "id": 1, ');
    await expect(loadReferenceData(db, fixture.dir)).rejects.toThrow(
      /goods\/class-01\.json is malformed: not JSON/,
    );
    fixture.write('goods/class-01.json', CLASS_02);
    await expect(loadReferenceData(db, fixture.dir)).rejects.toThrow(
      'reference data file goods/class-01.json is malformed: id 2 does not match the file name',
    );
    expect(await column(db, 'SELECT count(*)::int AS v FROM vienna_elements')).toEqual([7]);
  });

  it('leaves a dataset whose files do not exist alone', async () => {
    const empty = referenceFixture();
    try {
      for (const f of ['vienna.json', 'industries.json', 'notice-types.json']) empty.remove(f);
      empty.remove('goods/class-01.json');
      empty.remove('goods/class-02.json');
      const reports = await loadReferenceData(db, empty.dir);
      expect(statuses(reports)).toEqual({
        areas: 'current',
        'notice-types': 'missing',
        goods: 'missing',
        vienna: 'missing',
        industries: 'missing',
      });
      expect(await column(db, 'SELECT count(*)::int AS v FROM notice_types')).toEqual([2]);
    } finally {
      empty.cleanUp();
    }
  });
});
