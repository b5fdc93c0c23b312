// The visitor's name (spec section 5): the format check. Capitalisation is in capitalizeName.ts.

/**
 * Letters (accents included) in words separated by single spaces, apostrophes, hyphens or dots
 * ("Maria da Conceição", "D'Ávila", "Ana-Luísa"), at least two letters. Digits, emoji and other
 * symbols fail.
 */
const NAME = /^\p{L}+(?:[ '’.-]+\p{L}+)*\.?$/u;

export function isPersonName(text: string): boolean {
  const name = text.trim().replace(/\s+/g, ' ');
  return NAME.test(name) && name.replace(/[^\p{L}]/gu, '').length >= 2;
}
