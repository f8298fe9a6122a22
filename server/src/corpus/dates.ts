/**
 * Dates as day numbers (days since 1970-01-01, UTC). The generator adds months and years to
 * dates a million times per 100,000 marks; integer arithmetic (Howard Hinnant's civil-date
 * algorithms) keeps that free of Date objects.
 */
export type Day = number;

/** Day number of a proleptic Gregorian date; month 1–12, day 1–31. */
export function dayFromParts(year: number, month: number, day: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Year, month (1–12) and day of a day number. */
export function partsOf(day: Day): [year: number, month: number, day: number] {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const dayOfMonth = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth];
}

export function dayOf(iso: string): Day {
  return dayFromParts(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

/** ISO strings by day number (a corpus uses a few tens of thousands of distinct days). */
const isoCache: string[] = [];
const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** YYYY-MM-DD of a day number. */
export function isoOf(day: Day): string {
  let iso = day >= 0 ? isoCache[day] : undefined;
  if (iso === undefined) {
    const [y, m, d] = partsOf(day);
    iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
    if (day >= 0) isoCache[day] = iso;
  }
  return iso;
}

export function yearOf(day: Day): number {
  return partsOf(day)[0];
}

function daysInMonth(year: number, month: number): number {
  return (
    dayFromParts(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) -
    dayFromParts(year, month, 1)
  );
}

/** Same day of month `months` later; the 31st becomes the month's last day when needed. */
export function addMonths(day: Day, months: number): Day {
  const [year, month, dayOfMonth] = partsOf(day);
  const total = year * 12 + (month - 1) + months;
  const newYear = Math.floor(total / 12);
  const newMonth = total - newYear * 12 + 1;
  return dayFromParts(newYear, newMonth, Math.min(dayOfMonth, daysInMonth(newYear, newMonth)));
}

export function addYears(day: Day, years: number): Day {
  return addMonths(day, years * 12);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

/**
 * The last day of an exclusive-right period that starts on `start` and has lasted `years`
 * (Trademark Law art. 39/40: ten years from the registration date, renewals ten years each).
 */
export function periodEnd(start: Day, years: number): Day {
  return addYears(start, years) - 1;
}
