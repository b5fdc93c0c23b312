// Dates from the API come as YYYY-MM-DD; visitors read dd/mm/yyyy. Kept as strings on purpose:
// new Date('2025-06-03') is UTC midnight and shows the day before in Brazil.

/** "2025-06-03" → "03/06/2025"; anything else is returned unchanged. */
export function isoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
