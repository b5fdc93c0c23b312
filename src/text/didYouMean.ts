// "Did you mean" suggestions for misspelt names: the closest candidate within a small edit
// distance (transpositions count as one edit, so "emial" → "email"), or one sharing a prefix.

const MAX_DISTANCE = 3;

/** The best candidate for a misspelt name, or undefined when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  let prefixMatch: string | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    // Cheap length filter first: with thousands of step ids most candidates fail it.
    if (Math.abs(candidate.length - name.length) <= MAX_DISTANCE) {
      const d = distance(name, candidate);
      // A distance as long as the shorter name would "correct" anything into anything.
      if (d < bestDistance && d <= MAX_DISTANCE && d < Math.min(name.length, candidate.length)) {
        best = candidate;
        bestDistance = d;
      }
    }
    if (
      prefixMatch === undefined &&
      name.length >= 3 &&
      (candidate.startsWith(name) || name.startsWith(candidate)) &&
      Math.min(name.length, candidate.length) >= 3
    ) {
      prefixMatch = candidate;
    }
  }
  return best ?? prefixMatch;
}

/** ` (did you mean "x"?)`, or nothing. */
export function suggestion(name: string, candidates: Iterable<string>): string {
  const best = didYouMean(name, candidates);
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions). */
export function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}
