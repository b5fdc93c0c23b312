// Limits on content files, so a hostile or broken YAML file fails the check with a clear message
// instead of exhausting memory: a few hundred bytes of nested aliases ("billion laughs") expand
// to gigabytes when turned into plain data, which crashed `vite build` at 3.9 GB.
import type { Document } from 'yaml';

/** Largest content file accepted; today's largest flow is about 12 KB. */
export const MAX_YAML_BYTES = 256 * 1024;
/** The yaml package's own default: enough for ordinary anchors and merges, far from a bomb. */
export const MAX_ALIAS_COUNT = 100;

export function tooLargeMessage(bytes: number): string | undefined {
  if (bytes <= MAX_YAML_BYTES) return undefined;
  return `file is ${Math.round(bytes / 1024)} KB, more than the ${MAX_YAML_BYTES / 1024} KB allowed for a content file`;
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
