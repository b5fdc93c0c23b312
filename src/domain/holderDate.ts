// Birth or foundation date of the proposal's holder (spec section 5): 8 digits as dd/mm/yyyy, a
// real calendar day from 1900 to today; an individual must be at least 18 and under 90. A company's
// foundation date has no age rule. Fewer than 8 digits is an unfinished answer, not a wrong one:
// the spec pairs the 8-digit rule with the required message. Kept as parts, never as a Date parsed from a string (time zones).
import type { CalendarDay } from './calendarDay.ts';

export type { CalendarDay };

export type HolderDateCheck = 'ok' | 'empty' | 'incomplete' | 'invalid' | 'underage' | 'tooOld';

export const EARLIEST_YEAR = 1900;
export const MINIMUM_AGE = 18;
/** Individuals this old or older are refused. */
export const MAXIMUM_AGE = 90;

/** Checks a typed date ("17/05/1990" or "17051990") against the rules; `today` is the caller's clock. */
export function checkHolderDate(text: string, options: { individual: boolean; today: CalendarDay }): HolderDateCheck {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return 'empty';
  if (digits.length < 8) return 'incomplete';
  if (digits.length > 8) return 'invalid';
  const date = { day: Number(digits.slice(0, 2)), month: Number(digits.slice(2, 4)), year: Number(digits.slice(4)) };
  const { today } = options;
  if (!isCalendarDay(date) || date.year < EARLIEST_YEAR || compareDays(date, today) > 0) return 'invalid';
  if (!options.individual) return 'ok';
  const age = ageOn(date, today);
  if (age < MINIMUM_AGE) return 'underage';
  if (age >= MAXIMUM_AGE) return 'tooOld';
  return 'ok';
}

/** Whole years from `born` to `on` (a birthday counts on its day; 29/02 counts on 01/03 in other years). */
export function ageOn(born: CalendarDay, on: CalendarDay): number {
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/** Day 1-31, month 1-12 and a day that exists in that month (no 31/04, 29/02 only in leap years). */
export function isCalendarDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
