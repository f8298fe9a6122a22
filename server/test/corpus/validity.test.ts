import { addMonths, dayOf, isoOf, periodEnd } from '../../src/corpus/dates';
import { issueDate, issueOnOrBefore } from '../../src/register/gazette-calendar';
import { trademarkRecordSchema, type LoadableRecord } from '../../src/register/record';
import noticeTypes from '../../data/reference/notice-types.json';
import { allRecords, corpusOf, OPTIONS } from './corpus-helpers';

const corpus = corpusOf();
const records = allRecords(corpus);
const asOf = OPTIONS.asOf;
const lastIssue = issueOnOrBefore(asOf);
const typeName = new Map(noticeTypes.map((t) => [t.code, t.name]));

/** Records failing a check, with the reason, so a failure names the offending marks. */
function failures(check: (r: LoadableRecord) => string | null): string[] {
  return records.flatMap((r) => {
    const problem = check(r);
    return problem ? [`${r.TM_CODE}/${r.TM_NCL}: ${problem}`] : [];
  });
}

describe('generated records', () => {
  it('parse with the import schema', () => {
    expect(
      failures((r) => (trademarkRecordSchema.safeParse(r).success ? null : 'invalid')),
    ).toEqual([]);
  });

  it('have unique (TM_CODE, TM_NCL) and one number per class', () => {
    expect(new Set(records.map((r) => `${r.TM_CODE}/${r.TM_NCL}`)).size).toBe(records.length);
    expect(new Set(records.map((r) => r.TM_CODE)).size).toBe(records.length);
  });

  it('number applications by filing year as CNIPA does', () => {
    expect(
      failures((r) => {
        const year = Number(r.TM_APP_DATE.slice(0, 4));
        if (year <= 2010 && r.TM_CODE.length !== 7) return `${year} needs 7 digits`;
        if (year >= 2012 && r.TM_CODE.length !== 8) return `${year} needs 8 digits`;
        if (year >= 2021 && !/^[6-9]/.test(r.TM_CODE)) return `${year} starts with 6 or later`;
        return null;
      }),
    ).toEqual([]);
  });

  it('keep statuses and dates in agreement', () => {
    expect(
      failures((r) => {
        const dates = [
          r.TM_APP_DATE,
          r.TM_FIRST_DATE,
          r.TM_REG_DATE,
          ...r.TM_PROCESS.map((s) => s.date),
        ];
        if (dates.some((d) => d && d > asOf)) return 'a date after asOf';
        if (r.TM_FIRST_DATE && r.TM_FIRST_DATE < r.TM_APP_DATE) return 'first review before filing';
        if (r.TM_FIRST_ISSUE && issueDate(r.TM_FIRST_ISSUE) !== r.TM_FIRST_DATE)
          return 'first date ≠ its issue';
        if (r.TM_STATUS === 0 && (r.TM_FIRST_ISSUE || r.TM_REG_DATE))
          return 'status 0 but announced';
        if (r.TM_STATUS === 1 && (!r.TM_FIRST_ISSUE || r.TM_REG_DATE))
          return 'status 1 needs first review only';
        if (
          r.TM_REG_DATE &&
          r.TM_FIRST_ISSUE &&
          r.TM_REG_DATE !== issueDate(r.TM_FIRST_ISSUE + 12)
        ) {
          return 'registration is not three months after first review';
        }
        if (r.TM_STATUS !== 2) return null;
        if (!r.TM_REG_DATE || !r.TM_REG_ISSUE || r.TM_DEADLINE_START !== r.TM_REG_DATE)
          return 'no registration';
        const renewals = r.TMNOTICELS_CN.filter((n) => n.code === 'TMXZ').length;
        if (r.TM_DEADLINE_END !== isoOf(periodEnd(dayOf(r.TM_REG_DATE), 10 * (renewals + 1))))
          return 'bad period end';
        // Still registered after the grace period only while a renewal awaits its decision.
        const steps = (name: string) => r.TM_PROCESS.filter((s) => s.step === name).length;
        const renewing = steps('商标续展申请') > steps('商标续展');
        if (r.TM_DEADLINE_END! < isoOf(addMonths(dayOf(asOf), -6)) && !renewing)
          return 'registered past its grace period';
        return null;
      }),
    ).toEqual([]);
  });

  it('announce in real issues with their dates, names and positive pages', () => {
    expect(
      failures((r) => {
        for (const n of r.TMNOTICELS_CN) {
          if (n.issue > lastIssue) return `issue ${n.issue} after asOf`;
          if (n.date !== issueDate(n.issue)) return `${n.code} date ≠ issue date`;
          if (n.name !== typeName.get(n.code)) return `${n.code} has the wrong name`;
          if (!(n.page >= 1)) return `${n.code} page ${n.page}`;
        }
        const first = r.TMNOTICELS_CN.find((n) => n.code.endsWith('SQ'));
        if (r.TM_FIRST_ISSUE !== (first?.issue ?? null)) return 'TM_FIRST_ISSUE without its notice';
        const registration = r.TMNOTICELS_CN.find((n) => /^(TMZCZC2?|TMJTZC|TMZMZC)$/.test(n.code));
        if ((r.TM_REG_ISSUE ?? null) !== (registration?.issue ?? null))
          return 'TM_REG_ISSUE without its notice';
        return null;
      }),
    ).toEqual([]);
  });

  it('list their process steps in date order, starting with the application', () => {
    expect(
      failures((r) => {
        const steps = r.TM_PROCESS;
        if (steps[0]?.step !== '商标注册申请' || steps[0].date !== r.TM_APP_DATE)
          return 'no application step';
        return steps.every((s, i) => i === 0 || steps[i - 1]!.date <= s.date)
          ? null
          : 'steps out of order';
      }),
    ).toEqual([]);
  });

  it('take one to ten goods from groups of their own class', () => {
    expect(
      failures((r) => {
        const goods = r.TM_GOODSLS_CN;
        if (goods.length < 1 || goods.length > 10) return `${goods.length} goods`;
        const prefix = String(r.TM_NCL).padStart(2, '0');
        return goods.every((g) => g.similarcode.startsWith(prefix))
          ? null
          : 'goods of another class';
      }),
    ).toEqual([]);
  });

  it('attach small SVG logos that librsvg can draw without web fonts', () => {
    expect(
      failures((r) => {
        if (!r.image) return null;
        const svg = r.image.bytes.toString('utf8');
        if (
          r.image.mime !== 'image/svg+xml' ||
          !svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')
        )
          return 'not SVG';
        if (r.image.bytes.length >= 2048) return `${r.image.bytes.length} bytes`;
        const fonts = svg.match(/font-family="[^"]*"/g) ?? [];
        return fonts.every((f) => f === 'font-family="sans-serif"') ? null : 'a web font';
      }),
    ).toEqual([]);
    expect(records.some((r) => 'imagePath' in r && r.imagePath)).toBe(false);
  });

  it('give foreign holders an English name and no area codes', () => {
    const foreign = records.filter((r) => !r.TM_AREA_CODE);
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.every((r) => r.TM_HOLDER_EN && !r.TM_CITY_CODE && r.TM_ADDR_EN)).toBe(true);
    expect(
      records
        .filter((r) => r.TM_AREA_CODE)
        .every((r) => r.TM_CITY_CODE?.slice(0, 2) === r.TM_AREA_CODE?.slice(0, 2)),
    ).toBe(true);
  });
});

describe('gazette issues of the corpus', () => {
  const noticed = new Set(records.flatMap((r) => r.TMNOTICELS_CN.map((n) => n.issue)));

  it('list exactly the issues the notices refer to, oldest first, with their dates', () => {
    expect(corpus.issues.map((i) => i.issueNo)).toEqual([...noticed].sort((a, b) => a - b));
    expect(corpus.issues.every((i) => i.date === issueDate(i.issueNo))).toBe(true);
  });

  it('fill pages in order: each type its own page range, 8–10 notices a page', () => {
    const pages = new Map<string, number[]>();
    for (const n of records.flatMap((r) => r.TMNOTICELS_CN)) {
      const key = `${n.issue}/${n.code}`;
      pages.set(key, [...(pages.get(key) ?? []), n.page]);
    }
    const rangesByIssue = new Map<number, [number, number][]>();
    for (const [key, list] of pages) {
      const counts = new Map<number, number>();
      list.forEach((p) => counts.set(p, (counts.get(p) ?? 0) + 1));
      const first = Math.min(...list);
      const last = Math.max(...list);
      expect([...counts.values()].every((c) => c <= 10)).toBe(true);
      for (let p = first; p < last; p++) expect(counts.get(p)).toBeGreaterThanOrEqual(8);
      const issue = Number(key.split('/')[0]);
      rangesByIssue.set(issue, [...(rangesByIssue.get(issue) ?? []), [first, last]]);
    }
    for (const ranges of rangesByIssue.values()) {
      ranges.sort((a, b) => a[0] - b[0]);
      ranges.forEach((range, i) => i === 0 || expect(range[0]).toBeGreaterThan(ranges[i - 1]![1]));
    }
  });
});
