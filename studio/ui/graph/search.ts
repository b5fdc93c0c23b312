// Map search: a step matches when its id or its (shown) text contains the query, ignoring case and
// accents, so "cartao" finds "CARTÃO".
import type { GraphNode } from './buildGraph.ts';

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesSearch(node: Pick<GraphNode, 'id' | 'text'>, query: string): boolean {
  const q = fold(query.trim());
  return q !== '' && (fold(node.id).includes(q) || fold(node.text).includes(q));
}
