import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEMBER_LEVELS } from 'shared-api/contract';
import { listMigrations, migrate } from '../../src/db/migrate';
import { isUniqueViolation, type Db } from '../../src/db/types';
import { openTestDb, TEST_DB } from '../helper';

describe('migrations and the Db contract', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  it('applies every migration once and records it', async () => {
    const files = await listMigrations();
    const versions = [
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '014',
      '015',
      '016',
      '017',
      '018',
      '019',
      '020',
      '021',
    ];
    expect(files.map((f) => f.version)).toEqual(versions);
    expect(await migrate(db)).toEqual(files.map((f) => f.name));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.rows.map((r) => r.version)).toEqual(versions);
  });

  it('seeds the member levels of the contract', async () => {
    const res = await db.query<{ id: number; description: string }>(
      'SELECT id, description FROM member_levels ORDER BY id',
    );
    expect(res.rows).toEqual(MEMBER_LEVELS.map(({ id, description }) => ({ id, description })));
  });

  it('runs on the database the project asked for', () => {
    expect(db.kind).toBe(TEST_DB);
  });

  it('rolls a transaction back on a throw and reports unique violations by SQLSTATE', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO members (name, mobile) VALUES ('tx-test', '13000000001')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const count = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE name = 'tx-test'",
    );
    expect(count.rows[0]!.n).toBe(0);

    await db.query("INSERT INTO members (name, mobile) VALUES ('dup', '13000000002')");
    const err = await db
      .query("INSERT INTO members (name, mobile) VALUES ('dup', '13000000003')")
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('passes parameters, never splicing them into SQL', async () => {
    const evil = "x'); DROP TABLE members; --";
    const res = await db.query<{ v: string }>('SELECT $1::text AS v', [evil]);
    expect(res.rows[0]!.v).toBe(evil);
    expect((await db.query('SELECT 1 FROM members LIMIT 1')).rowCount).toBeGreaterThanOrEqual(0);
  });
});

describe('a failing migration', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDb();
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '001_good.sql'), 'CREATE TABLE good (id int);');
    writeFileSync(
      path.join(dir, '002_bad.sql'),
      'CREATE TABLE half (id int);\nSELECT * FROM no_such_table;',
    );
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no trace of itself and keeps the earlier ones', async () => {
    await expect(migrate(db, dir)).rejects.toThrow();
    const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.rows.map((r) => r.version)).toEqual(['001']);
    const half = await db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'half' AND table_schema = current_schema()",
    );
    expect(half.rows).toHaveLength(0);
  });

  it('refuses two files with one number', async () => {
    writeFileSync(path.join(dir, '002_other.sql'), 'SELECT 1;');
    await expect(listMigrations(dir)).rejects.toThrow('002');
  });
});
