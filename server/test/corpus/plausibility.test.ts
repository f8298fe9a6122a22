import { addMonths, addYears, dayOf, isoOf } from '../../src/corpus/dates';
import { allRecords, corpusOf, OPTIONS } from './corpus-helpers';

const records = allRecords(corpusOf());
const asOf = dayOf(OPTIONS.asOf);
const share = (count: number) => count / records.length;
const countBy = <T>(keyOf: (r: (typeof records)[number]) => T) => {
  const counts = new Map<T, number>();
  for (const r of records) counts.set(keyOf(r), (counts.get(keyOf(r)) ?? 0) + 1);
  return counts;
};

describe('a generated register looks like the real one', () => {
  it('has about a third figurative marks, some of them 图形 only', () => {
    expect(share(records.filter((r) => r.image).length)).toBeGreaterThan(0.28);
    expect(share(records.filter((r) => r.image).length)).toBeLessThan(0.4);
    expect(records.filter((r) => r.TM_NAME === '图形').every((r) => r.image)).toBe(true);
    expect(records.some((r) => r.TM_COLOR?.startsWith('指定颜色：'))).toBe(true);
  });

  it('repeats names across classes and holders, and stores a filing’s logo once', () => {
    const named = records.filter((r) => r.TM_NAME !== '图形');
    const holdersByName = new Map<string, Set<string>>();
    const classesByMark = new Map<string, Set<number>>();
    for (const r of named) {
      holdersByName.set(r.TM_NAME, (holdersByName.get(r.TM_NAME) ?? new Set()).add(r.TM_HOLDER_CN));
      const mark = `${r.TM_HOLDER_CN}|${r.TM_NAME}`;
      classesByMark.set(mark, (classesByMark.get(mark) ?? new Set()).add(r.TM_NCL));
    }
    const acrossHolders = named.filter((r) => (holdersByName.get(r.TM_NAME)?.size ?? 0) > 1).length;
    const acrossClasses = named.filter(
      (r) => (classesByMark.get(`${r.TM_HOLDER_CN}|${r.TM_NAME}`)?.size ?? 0) > 1,
    ).length;
    expect(acrossHolders / named.length).toBeGreaterThan(0.03);
    expect(acrossClasses / named.length).toBeGreaterThan(0.1);
    const images = new Map<string, Set<string>>();
    for (const r of records.filter((x) => x.image)) {
      const filing = `${r.TM_HOLDER_CN}|${r.TM_NAME}|${r.TM_APP_DATE}`;
      images.set(filing, (images.get(filing) ?? new Set()).add(r.image!.bytes.toString('base64')));
    }
    expect([...images.values()].every((set) => set.size === 1)).toBe(true);
  });

  it('has marks due for renewal within a year and marks in their grace period', () => {
    const registered = records.filter((r) => r.TM_STATUS === 2 && r.TM_DEADLINE_END);
    const end = (r: (typeof records)[number]) => dayOf(r.TM_DEADLINE_END!);
    const dueSoon = registered.filter((r) => end(r) >= asOf && end(r) < addYears(asOf, 1));
    const inGrace = registered.filter((r) => end(r) < asOf && end(r) >= addMonths(asOf, -6));
    expect(dueSoon.length).toBeGreaterThanOrEqual(10);
    expect(inGrace.length).toBeGreaterThanOrEqual(3);
  });

  it('mixes statuses, histories and mark types', () => {
    expect([...countBy((r) => r.TM_STATUS).keys()].sort()).toEqual([0, 1, 2, 3]);
    const codes = new Set(records.flatMap((r) => r.TMNOTICELS_CN.map((n) => n.code)));
    for (const code of ['TMZCSQ', 'TMZCZC', 'TMXZ', 'TMZR', 'TMBG', 'TMWXZZX'])
      expect(codes).toContain(code);
    expect(records.some((r) => r.TM_TYPE === '证明商标' || r.TM_TYPE === '集体商标')).toBe(true);
    expect(records.some((r) => r.TM_GOODSLS_CN.some((g) => g.nid === 1))).toBe(true);
  });

  it('spreads filings over the years, recent ones heavier', () => {
    const byDecade = countBy((r) => r.TM_APP_DATE.slice(0, 3));
    expect(byDecade.get('199') ?? 0).toBeGreaterThan(0);
    expect(byDecade.get('202') ?? 0).toBeGreaterThan(byDecade.get('201') ?? 0);
    expect(byDecade.get('201') ?? 0).toBeGreaterThan(byDecade.get('200') ?? 0);
  });

  it('has companies, about 15% individuals and a few foreign holders', () => {
    const individuals = records.filter((r) => /^[\u4e00-\u9fff]{2,3}$/.test(r.TM_HOLDER_CN));
    const foreign = records.filter((r) => !r.TM_AREA_CODE);
    expect(share(individuals.length)).toBeGreaterThan(0.1);
    expect(share(individuals.length)).toBeLessThan(0.22);
    expect(share(foreign.length)).toBeGreaterThan(0.03);
    expect(share(foreign.length)).toBeLessThan(0.12);
    expect(records.some((r) => r.TM_AREA_CODE && r.TM_HOLDER_EN)).toBe(true);
    expect(records.some((r) => r.TM_SHARE_HOLDERS.length > 0)).toBe(true);
  });

  it('has a few big filers and many small ones, and agencies filing for many', () => {
    const perHolder = [...countBy((r) => r.TM_HOLDER_CN).values()];
    expect(Math.max(...perHolder)).toBeGreaterThanOrEqual(30);
    expect(perHolder.filter((n) => n <= 3).length / perHolder.length).toBeGreaterThan(0.6);
    const withoutAgency = share(records.filter((r) => !r.TM_PROXY).length);
    expect(withoutAgency).toBeGreaterThan(0.08);
    expect(withoutAgency).toBeLessThan(0.25);
    const holdersPerAgency = new Map<string, Set<string>>();
    for (const r of records.filter((x) => x.TM_PROXY)) {
      holdersPerAgency.set(
        r.TM_PROXY!,
        (holdersPerAgency.get(r.TM_PROXY!) ?? new Set()).add(r.TM_HOLDER_CN),
      );
    }
    expect(Math.max(...[...holdersPerAgency.values()].map((s) => s.size))).toBeGreaterThan(20);
  });

  it('files most in class 35 and least in the light classes', () => {
    const byClass = countBy((r) => r.TM_NCL);
    const ranked = [...byClass.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(ranked[0]).toBe(35);
    expect(byClass.get(35)! > (byClass.get(43) ?? 0) * 1.5).toBe(true);
  });

  it('dates international registrations and priorities before the filing', () => {
    const international = records.filter((r) => r.TM_INC_DATE);
    expect(international.length).toBeGreaterThan(0);
    expect(international.every((r) => r.TM_INC_DATE! <= r.TM_APP_DATE && !r.TM_AREA_CODE)).toBe(
      true,
    );
    const priority = records.filter((r) => r.TM_LAST_DATE);
    expect(priority.length).toBeGreaterThan(0);
    expect(
      priority.every(
        (r) =>
          r.TM_LAST_DATE! < r.TM_APP_DATE &&
          r.TM_LAST_DATE! >= isoOf(addMonths(dayOf(r.TM_APP_DATE), -6)),
      ),
    ).toBe(true);
  });
});
