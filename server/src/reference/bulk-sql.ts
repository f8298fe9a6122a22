import type { Queryable } from '../db/types';

/**
 * Set-based writes for the reference tables: one statement per table whatever the row count,
 * with the rows passed as one array parameter per column (`unnest($1::text[], …)`), so a
 * reload costs a handful of round trips even for ten thousand goods items. Table and column
 * names come from this code, never from input.
 */

export interface BulkColumn<Row> {
  name: string;
  /** Element type of the array parameter (`text` → `$n::text[]`). */
  type: string;
  /** Cast after unnest, e.g. `smallint[]` from an array literal '{43,30}' passed as text. */
  cast?: string;
  pick: (row: Row) => unknown;
}

export interface BulkTable<Row> {
  name: string;
  columns: BulkColumn<Row>[];
  /** The conflict target: the primary key. */
  key: string[];
}

function unnestSource<Row>(table: BulkTable<Row>, rows: Row[]) {
  const names = table.columns.map((c) => c.name);
  const params = table.columns.map((c) => rows.map(c.pick));
  const args = table.columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const select = table.columns
    .map((c) => (c.cast ? `u.${c.name}::${c.cast}` : `u.${c.name}`))
    .join(', ');
  return { names, params, sql: `SELECT ${select} FROM unnest(${args}) AS u(${names.join(', ')})` };
}

/**
 * Inserts new rows and updates changed ones in place (rows other tables reference keep their
 * key, so nothing pointing at them breaks). Unchanged rows are not rewritten. Returns the
 * number of rows inserted or changed.
 */
export async function upsertRows<Row>(
  q: Queryable,
  table: BulkTable<Row>,
  rows: Row[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const { names, params, sql } = unnestSource(table, rows);
  const rest = names.filter((n) => !table.key.includes(n));
  const onConflict =
    rest.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${rest.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}
         WHERE (${rest.map((n) => `t.${n}`).join(', ')}) IS DISTINCT FROM
               (${rest.map((n) => `EXCLUDED.${n}`).join(', ')})`;
  const res = await q.query(
    `INSERT INTO ${table.name} AS t (${names.join(', ')}) ${sql}
     ON CONFLICT (${table.key.join(', ')}) ${onConflict}`,
    params,
  );
  return res.rowCount;
}

/** For tables nothing references: delete everything, insert the file's rows. */
export async function replaceRows<Row>(
  q: Queryable,
  table: BulkTable<Row>,
  rows: Row[],
): Promise<number> {
  await q.query(`DELETE FROM ${table.name}`);
  if (rows.length === 0) return 0;
  const { names, params, sql } = unnestSource(table, rows);
  const res = await q.query(`INSERT INTO ${table.name} (${names.join(', ')}) ${sql}`, params);
  return res.rowCount;
}

interface ForeignKey {
  table: string;
  columns: string[];
  refColumns: string[];
}

/**
 * Register columns that point at reference rows without a foreign key: the ingest checks
 * them itself, because row-by-row key triggers would cost it 45 % (ADR 005). They guard
 * deletions like the catalog's keys do.
 */
const UNENFORCED_REFERENCES: (ForeignKey & { to: string })[] = [
  { to: 'nice_classes', table: 'trademarks', columns: ['class_id'], refColumns: ['id'] },
  { to: 'areas', table: 'trademarks', columns: ['province_code'], refColumns: ['code'] },
  { to: 'areas', table: 'trademarks', columns: ['city_code'], refColumns: ['code'] },
  { to: 'areas', table: 'holders', columns: ['province_code'], refColumns: ['code'] },
  { to: 'areas', table: 'holders', columns: ['city_code'], refColumns: ['code'] },
  { to: 'notice_types', table: 'gazette_notices', columns: ['type_id'], refColumns: ['id'] },
];

/** Every key pointing at `table`: the catalog's (so new ones are honoured) and the above. */
async function foreignKeysTo(q: Queryable, table: string): Promise<ForeignKey[]> {
  return [
    ...(await declaredForeignKeysTo(q, table)),
    ...UNENFORCED_REFERENCES.filter((r) => r.to === table),
  ];
}

async function declaredForeignKeysTo(q: Queryable, table: string): Promise<ForeignKey[]> {
  const res = await q.query<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS "table",
       array(SELECT quote_ident(a.attname) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n
             ORDER BY k.i)::text[] AS columns,
       array(SELECT quote_ident(a.attname) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
             JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n
             ORDER BY k.i)::text[] AS "refColumns"
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.confrelid = $1::regclass`,
    [table],
  );
  return res.rows;
}

/**
 * Deletes the rows whose key is not in `keep`, except rows something still references (a
 * trademark's class, a holder's province): those stay until nothing uses them. A table that
 * references itself (areas, Vienna elements) is swept again until a pass deletes nothing, so
 * a dropped parent goes once its dropped children have.
 */
export async function deleteStaleRows(
  q: Queryable,
  table: string,
  key: { name: string; type: string },
  keep: unknown[],
): Promise<number> {
  const foreignKeys = await foreignKeysTo(q, table);
  const guards = foreignKeys.map((fk, f) => {
    const match = fk.columns.map((col, i) => `r${f}.${col} = t.${fk.refColumns[i]}`);
    return `AND NOT EXISTS (SELECT 1 FROM ${fk.table} r${f} WHERE ${match.join(' AND ')})`;
  });
  const selfReferencing = foreignKeys.some((fk) => fk.table === table);
  const sql = `DELETE FROM ${table} t
    WHERE NOT EXISTS (SELECT 1 FROM unnest($1::${key.type}[]) AS k(v) WHERE k.v = t.${key.name})
    ${guards.join('\n    ')}`;
  let deleted = 0;
  for (;;) {
    const res = await q.query(sql, [keep]);
    deleted += res.rowCount;
    if (!selfReferencing || res.rowCount === 0) return deleted;
  }
}
