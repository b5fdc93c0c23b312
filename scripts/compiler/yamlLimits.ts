// Limits on content files, so a hostile or broken YAML file fails the check with a clear message
// instead of exhausting memory: a few hundred bytes of nested aliases ("billion laughs") expand
// to gigabytes when turned into plain data, which crashed `vite build` at 3.9 GB.
import type { Document } from 'yaml';

/** Largest content file accepted; today's largest flow is about 15 KB. */
export const MAX_YAML_BYTES = 256 * 1024;
/** Largest variant file accepted; today's largest (defaults.yaml) is about 3 KB. A variant rides
 * along with every page of its route: a 240 KB one made a 24 MB page (issue 28 item 6). */
export const MAX_VARIANT_BYTES = 64 * 1024;
/** How a refused file is named in its diagnostic (docs/content-limits.md). */
export const FILE_RULE =
  'file rule (docs/content-limits.md): a content file is a regular UTF-8 text file, not a link, folder or device, of at most 256 KB (64 KB for a variant)';
/** The yaml package's own default: enough for ordinary anchors and merges, far from a bomb. */
export const MAX_ALIAS_COUNT = 100;

export function tooLargeMessage(bytes: number, max = MAX_YAML_BYTES): string | undefined {
  if (bytes <= max) return undefined;
  const what = max === MAX_VARIANT_BYTES ? 'a variant file' : 'a content file';
  const kb = Math.round(bytes / 1024);
  return `file is ${kb > max / 1024 ? `${kb} KB` : `${bytes} bytes`}, more than the ${max / 1024} KB allowed for ${what} — ${FILE_RULE}`;
}

/** Plain data of a parsed document, or the reason it was refused (too many alias expansions). */
export function toPlainData(doc: Document.Parsed): { data: unknown } | { error: string } {
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      return { error: `YAML aliases expand too much (more than ${MAX_ALIAS_COUNT} alias expansions): refusing it as a resource exhaustion attack` };
    }
    throw error;
  }
}
