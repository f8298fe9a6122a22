import type { Db } from '../../src/db/types';

export interface SampleMark {
  name: string;
  reg_no: string;
  holder_cn: string;
  class_id: number;
  group_code: string;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run asks the same things. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Real marks to search for, spread over the register: users search for names, numbers and
 * applicants that exist (or nearly exist), so the queries are drawn from the corpus itself.
 */
export async function sampleMarks(db: Db, count: number, seed = 7): Promise<SampleMark[]> {
  const { rows } = await db.query<{ max: number }>('SELECT max(id) AS max FROM trademarks');
  const next = random(seed);
  const ids = Array.from({ length: count * 2 }, () => 1 + Math.floor(next() * (rows[0]!.max ?? 1)));
  const sample = await db.query<SampleMark>(
    `SELECT name, reg_no, holder_cn, class_id, group_codes[1] AS group_code
     FROM trademarks WHERE id = ANY($1::int[]) AND name <> '图形' LIMIT $2`,
    [ids, count],
  );
  return sample.rows;
}

/** What a person types into the applicant box: the distinctive start of a company name. */
export const applicantText = (holder: string) => [...holder].slice(0, 4).join('');
