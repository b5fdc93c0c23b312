// Brasília time (America/Sao_Paulo) for schedules: editors pick a date and an hour as they read
// them on the wall clock; the server keeps the instant in UTC. The offset comes from the zone
// database (no daylight saving since 2019, but a future rule change would still be honoured).
const ZONE = 'America/Sao_Paulo';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall-clock fields at an instant, in Brasília. */
function wallClock(ms: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const get = (type: string) => Number(parts.formatToParts(ms).find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** "2026-11-27T10:00" read in Brasília → milliseconds since the epoch; null when no such local time. */
export function brasiliaToInstant(local: string): number | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Guess with the offset at that instant, then correct once with the offset at the guess.
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(instant);
    instant += asUtc - Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  }
  const w = wallClock(instant);
  const same = w.year === year && w.month === month && w.day === day && w.hour === hour && w.minute === minute;
  return same ? instant : null;
}

/** An instant as "2026-11-27T10:00" in Brasília (what the date picker shows). */
export function instantToBrasilia(ms: number): string {
  const w = wallClock(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}

/** An instant in the editors' words: "27/11/2026 às 10:00 (horário de Brasília)". */
export function brasiliaLabel(ms: number): string {
  const [date, time] = instantToBrasilia(ms).split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} às ${time} (horário de Brasília)`;
}
