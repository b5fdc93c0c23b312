// A step's texts as a variant shows them: the variant's override (variants/x.yaml `texts:`)
// replaces the flow's `say`, like the runtime does; placeholders are filled from a state fixture.
import { formatters } from '../engine/formatters.ts';
import { interpolate } from '../engine/interpolate.ts';
import type { ResolvedVariant, Step } from '../contracts/content.ts';

export function stepTexts(id: string, step: Step, variant?: ResolvedVariant): string[] {
  const override = variant?.texts?.[id];
  const say = override ?? step.say;
  if (say === undefined) return [];
  return Array.isArray(say) ? [...say] : [say];
}

/** Flow texts are trusted HTML (checked by the compiler); values are escaped by interpolate. */
export function renderText(text: string, state: unknown): string {
  return interpolate(text, state, formatters);
}

/** First line of a text without its HTML, for a map node. */
export function firstLine(text: string | undefined): string {
  if (!text) return '';
  const plain = text.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ');
  return plain.split('\n').map((l) => l.trim()).find(Boolean) ?? '';
}
