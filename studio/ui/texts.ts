// A step's texts as the studio shows them (which text: stepTexts in src/engine/stepMessages.ts),
// placeholders filled from a state fixture and the variant exactly as the chat fills them
// (textValues: the state, {variant.…} and {regras.…}).
import type { ConversationState, ResolvedVariant } from '../../src/contracts/content.ts';
import { formatters } from '../../src/engine/formatters.ts';
import { interpolate } from '../../src/engine/interpolate.ts';
import { textValues } from '../../src/engine/textValues.ts';

/** Flow texts are trusted HTML (checked by the compiler); values are escaped by interpolate. */
export function renderText(text: string, state: unknown, variant: ResolvedVariant): string {
  return interpolate(text, textValues(state as ConversationState, variant), formatters);
}

/** First line of a text without its HTML, for a map node. */
export function firstLine(text: string | undefined): string {
  if (!text) return '';
  const plain = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ');
  return (
    plain
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  );
}
