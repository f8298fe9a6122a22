import { dayFromParts, yearOf, type Day } from './dates';
import type { Rng } from './random';

/**
 * The first application number of each year, shaped like CNIPA's series: seven digits
 * until 2011, eight from 2012 (1xxxxxxx), 22–29 million in 2017, 4xxxxxxx in 2019/2020,
 * 6xxxxxxx from 2021 and 7xxxxxxx from 2023. Later years continue at six million a year.
 */
const FIRST_NUMBER: readonly (readonly [year: number, first: number])[] = [
  [1985, 1_000_000],
  [1990, 1_320_000],
  [1995, 1_880_000],
  [2000, 2_650_000],
  [2001, 2_880_000],
  [2002, 3_150_000],
  [2003, 3_500_000],
  [2004, 3_950_000],
  [2005, 4_500_000],
  [2006, 5_100_000],
  [2007, 5_800_000],
  [2008, 6_450_000],
  [2009, 7_100_000],
  [2010, 7_900_000],
  [2011, 8_900_000],
  [2012, 10_300_000],
  [2013, 11_900_000],
  [2014, 13_700_000],
  [2015, 15_900_000],
  [2016, 18_700_000],
  [2017, 22_300_000],
  [2018, 29_000_000],
  [2019, 37_000_000],
  [2020, 45_000_000],
  [2021, 60_000_000],
  [2022, 66_000_000],
  [2023, 70_000_000],
  [2024, 76_000_000],
  [2025, 82_000_000],
];
const LATER_YEARLY = 6_000_000;

function firstNumberOf(year: number): number {
  const last = FIRST_NUMBER[FIRST_NUMBER.length - 1] ?? [2025, 82_000_000];
  if (year > last[0]) return last[1] + (year - last[0]) * LATER_YEARLY;
  let result = FIRST_NUMBER[0]?.[1] ?? 1_000_000;
  for (let i = 0; i < FIRST_NUMBER.length; i++) {
    const [from, first] = FIRST_NUMBER[i] ?? [0, 0];
    const [to, next] = FIRST_NUMBER[i + 1] ?? [from + 1, first + LATER_YEARLY];
    if (year >= from && year < to) {
      // Years between table rows share the row's span evenly (1986–1989, 1991–1994 …).
      result = first + Math.round(((next - first) * (year - from)) / (to - from));
      break;
    }
  }
  return result;
}

/**
 * Hands out application numbers in filing-date order within each day's slice of the year's
 * range; a filing in several classes gets consecutive numbers, one per class, as CNIPA
 * numbers each class of a multi-class application separately. Every number is issued once.
 */
export class ApplicationNumbers {
  private readonly usedPerDay = new Map<Day, number>();
  private readonly issued = new Set<number>();

  next(rng: Rng, appDay: Day, count: number): string[] {
    const year = yearOf(appDay);
    const yearStart = dayFromParts(year, 1, 1);
    const daysInYear = dayFromParts(year + 1, 1, 1) - yearStart;
    const span = firstNumberOf(year + 1) - firstNumberOf(year);
    const dayStart = firstNumberOf(year) + Math.floor((span * (appDay - yearStart)) / daysInYear);
    const gap = 1 + rng.int(Math.max(1, Math.floor(span / daysInYear / 60)));
    let next = dayStart + (this.usedPerDay.get(appDay) ?? 0) + gap;
    const numbers: string[] = [];
    while (numbers.length < count) {
      if (!this.issued.has(next)) {
        this.issued.add(next);
        numbers.push(String(next));
      }
      next += 1;
    }
    this.usedPerDay.set(appDay, next - dayStart);
    return numbers;
  }
}
