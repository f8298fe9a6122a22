import { containsPattern, prefixPattern, requiredGrams, type SqlParams } from './sql-params';

/**
 * How each quick search (modes 0–3) finds its marks: a condition on trademarks `t` that an
 * index answers, and a rank that puts the closest matches first (0 = best). Both add their
 * own parameters, as the count and the facets run the condition without the rank.
 */
export interface MatchCondition {
  where(params: SqlParams): string;
  rank(params: SqlParams): string;
}

const nothing: MatchCondition = { where: () => 'false', rank: () => 't.id' };

/** Mode 1: the normalized name contains the text; an exact name, then a prefix, rank first. */
export function nameMatch(norm: string): MatchCondition {
  return {
    where: (params) =>
      `(text_grams(t.name_norm) @> ${params.add(requiredGrams(norm))}::text[]` +
      ` AND t.name_norm LIKE ${params.add(containsPattern(norm))})`,
    rank: (params) =>
      `CASE WHEN t.name_norm = ${params.add(norm)} THEN 0` +
      ` WHEN t.name_norm LIKE ${params.add(prefixPattern(norm))} THEN 1 ELSE 2 END`,
  };
}

/** Shortest partial number that is searched as a prefix; shorter ones must match exactly. */
export const MIN_CODE_PREFIX = 5;

/** Mode 2: the application (= registration) number, exactly or as a prefix. */
export function codeMatch(code: string): MatchCondition {
  if (code.length < MIN_CODE_PREFIX) {
    // one number, its classes in order (a bare 0 would be read as a column position)
    return { where: (params) => `t.reg_no = ${params.add(code)}`, rank: () => 't.class_id' };
  }
  return {
    where: (params) => `t.reg_no LIKE ${params.add(prefixPattern(code))}`,
    rank: (params) => `CASE WHEN t.reg_no = ${params.add(code)} THEN 0 ELSE 1 END`,
  };
}

/** The holder text the applicant index covers (migration 009). */
const HOLDER_TEXT = `lower(h.name_cn || ' ' || coalesce(h.name_en, ''))`;

function holderContains(text: string, params: SqlParams): string {
  const lowered = text.toLowerCase();
  return (
    `text_grams(${HOLDER_TEXT}) @> ${params.add(requiredGrams(lowered))}::text[]` +
    ` AND ${HOLDER_TEXT} LIKE ${params.add(containsPattern(lowered))}`
  );
}

/** Mode 3: the applicant's Chinese or English name contains the text. */
export function applicantMatch(text: string): MatchCondition {
  return {
    where: (params) =>
      `t.holder_id IN (SELECT h.id FROM holders h WHERE ${holderContains(text, params)})`,
    rank: (params) => `CASE WHEN t.holder_cn = ${params.add(text)} THEN 0 ELSE 1 END`,
  };
}

/** Holders whose name contains the text, for the applicant suggestions. */
export function holderSuggestions(text: string, limit: number, params: SqlParams): string {
  const where = holderContains(text, params);
  const prefix = params.add(prefixPattern(text.toLowerCase()));
  return `SELECT h.name_cn FROM holders h WHERE ${where}
    ORDER BY (${HOLDER_TEXT} LIKE ${prefix}) DESC, length(h.name_cn), h.name_cn
    LIMIT ${params.add(limit)}`;
}

/** A keyword that can be a number: letters and digits with at least one digit. */
export const looksLikeCode = (text: string) => /^[0-9A-Za-z]+$/.test(text) && /\d/.test(text);

/** Numbers are compared in upper case without spaces (some carry a letter suffix). */
export const normalizeCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Mode 0: a number when the keyword can be one, and the name either way. */
export function comprehensiveMatch(keyword: string, norm: string): MatchCondition {
  const name = norm ? nameMatch(norm) : null;
  const code = looksLikeCode(keyword) ? codeMatch(normalizeCode(keyword)) : null;
  if (name && code) {
    return {
      where: (params) => `(${code.where(params)} OR ${name.where(params)})`,
      rank: (params) =>
        `CASE WHEN ${code.where(params)} THEN ${code.rank(params)} ELSE 2 + ${name.rank(params)} END`,
    };
  }
  return name ?? code ?? nothing;
}
