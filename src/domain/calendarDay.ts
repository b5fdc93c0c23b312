// A day of the calendar as parts (never a Date parsed from a string: time zones), and today's in
// Brazil. Its own module: the conversation reads today's date from the first load, the holder-date
// rules (holderDate.ts) come later with the proposal phase.

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** Today's date in Brazil (Brasília time), whatever the device's zone. */
export function todayInBrazil(now: Date = new Date()): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
