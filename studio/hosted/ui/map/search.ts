// Map search: a step matches when its code (id) or the words shown in its box contain the query,
// ignoring case and accents, so "cartao" finds "CARTÃO". Ported from the old studio's graph/search.ts.

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesSearch(step: { id: string; text: string }, query: string): boolean {
  const q = fold(query.trim());
  return q !== '' && (fold(step.id).includes(q) || fold(step.text).includes(q));
}
