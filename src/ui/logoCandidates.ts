// Where a brand's logo may be, in the order the header tries them; the build preloads the first
// that exists (scripts/routes/routePages.ts).
export const DEFAULT_BRAND = 'mycon';

export function logoCandidates(brand: string): string[] {
  const own = [`/brands/${brand}.png`, `/brands/${brand}.svg`];
  return brand === DEFAULT_BRAND ? own : [...own, `/brands/${DEFAULT_BRAND}.svg`];
}
