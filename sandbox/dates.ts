// Calendar dates as UTC midnights: no time zone can shift a due date or a birthday.

/** 'YYYY-MM-DD' → Date at UTC midnight. */
export function parseIsoDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Saturday or Sunday → the following Monday. */
export function nextWeekday(date: Date): Date {
  const day = date.getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/** 'dd/mm/yyyy' → Date, or null when it is not a real calendar date. */
export function parseBrDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

/** Whole years from `birth` to `today`. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday = today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** First date after `today` falling on `day` of a month (day ≤ 28), moved off weekends. */
export function nextMonthlyDate(today: Date, day: number): Date {
  let candidate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), day));
  if (candidate.getTime() <= today.getTime()) candidate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, day));
  return nextWeekday(candidate);
}
