// Partner links are typed by hand and shared in messages: /Premmia/ must find /premmia.

/** Lower-case, without trailing slashes; the empty path is `/`. */
export function normalisePath(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
