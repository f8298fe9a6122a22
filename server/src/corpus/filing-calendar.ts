import { dayFromParts, weekdayOf, yearOf, type Day } from './dates';
import type { Rng } from './random';

/**
 * Applications per year in China, in thousands (CNIPA annual reports, rounded): a few tens of
 * thousands in the 1980s, the boom after 2010, the peak of 2020–2021 and a plateau since.
 */
const APPLICATIONS_BY_YEAR: Record<number, number> = {
  1985: 40,
  1986: 41,
  1987: 40,
  1988: 46,
  1989: 47,
  1990: 57,
  1991: 68,
  1992: 91,
  1993: 132,
  1994: 142,
  1995: 172,
  1996: 151,
  1997: 148,
  1998: 157,
  1999: 171,
  2000: 223,
  2001: 270,
  2002: 371,
  2003: 452,
  2004: 588,
  2005: 664,
  2006: 766,
  2007: 708,
  2008: 698,
  2009: 830,
  2010: 1072,
  2011: 1417,
  2012: 1648,
  2013: 1882,
  2014: 2285,
  2015: 2876,
  2016: 3691,
  2017: 5748,
  2018: 7371,
  2019: 7837,
  2020: 9350,
  2021: 9451,
  2022: 7516,
  2023: 7183,
  2024: 7000,
};
const FIRST_YEAR = 1985;
const PLATEAU = 7000;
/**
 * Flattens the curve a little: a register keeps its old marks while new filings are also
 * refused or abandoned, so the live record is less lopsided than the filing statistics.
 */
const FLATTEN = 0.65;

/** Filing dates from 1985 to asOf, weighted by the real yearly volume. */
export class FilingCalendar {
  private readonly yearStarts: Day[] = [];
  private readonly yearLengths: number[] = [];
  private readonly cumulative: number[] = [];

  constructor(private readonly asOf: Day) {
    const lastYear = yearOf(asOf);
    if (lastYear < 1990) throw new RangeError('asOf must be 1990 or later');
    let sum = 0;
    for (let year = FIRST_YEAR; year <= lastYear; year++) {
      const start = dayFromParts(year, 1, 1);
      const length = year === lastYear ? asOf - start + 1 : dayFromParts(year + 1, 1, 1) - start;
      const volume = APPLICATIONS_BY_YEAR[year] ?? PLATEAU;
      sum += Math.pow(volume, FLATTEN) * (length / 365);
      this.yearStarts.push(start);
      this.yearLengths.push(length);
      this.cumulative.push(sum);
    }
    this.cumulative.forEach((value, i) => (this.cumulative[i] = value / sum));
  }

  /**
   * The filing day at quantile u ∈ [0, 1). Weekend days mostly move to the next working day
   * (offices and most agencies file on working days; online filing keeps a few weekend dates).
   */
  dayAt(u: number, rng: Rng): Day {
    let i = 0;
    while (i < this.cumulative.length - 1 && (this.cumulative[i] ?? 1) <= u) i++;
    const before = i === 0 ? 0 : (this.cumulative[i - 1] ?? 0);
    const within =
      ((u - before) / ((this.cumulative[i] ?? 1) - before)) * (this.yearLengths[i] ?? 1);
    let day =
      (this.yearStarts[i] ?? 0) + Math.min(Math.floor(within), (this.yearLengths[i] ?? 1) - 1);
    const weekday = weekdayOf(day);
    if ((weekday === 0 || weekday === 6) && rng.chance(0.9)) {
      day += weekday === 6 ? 2 : 1;
      if (day > this.asOf) day -= 3;
    }
    return day;
  }
}
