// The bot messages a step posts: its texts (the variant's override replacing `say`), interpolated,
// the title on the first one, then a message carrying the component. Texts read the state and the
// variant's own settings ({variant.descontoPercentual}).
import type { Formatter } from './formatters.ts';
import { interpolate } from './interpolate.ts';
import { logProblem, type ReportProblem } from './problems.ts';
import { textValues } from './textValues.ts';
import type { ChatMessage } from './types.ts';
import type { ConversationState, ResolvedVariant, Step } from '../contracts/content.ts';

export type NewMessage = Omit<ChatMessage, 'id' | 'time'>;

export function stepMessages(
  stepId: string,
  step: Step,
  variant: ResolvedVariant,
  state: ConversationState,
  formatters: Readonly<Partial<Record<string, Formatter>>>,
  report: ReportProblem = logProblem,
): NewMessage[] {
  const texts = stepTexts(stepId, step, variant);
  const values = texts.some((text) => text.includes('{variant.') || text.includes('{regras.')) ? textValues(state, variant) : state;
  const messages: NewMessage[] = texts.map((text) => ({ sender: 'bot', text: interpolate(text, values, formatters, report), step: stepId }));
  if (step.component) messages.push({ sender: 'bot', component: step.component, step: stepId });
  if (step.title && messages.length > 0) messages[0].title = step.title;
  return messages;
}

/** The step's texts as the variant says them: its override (`texts:`) replaces the flow's `say`. */
export function stepTexts(stepId: string, step: Step, variant?: Pick<ResolvedVariant, 'texts'>): string[] {
  const say = variant?.texts?.[stepId] ?? step.say;
  return say === undefined ? [] : [say].flat();
}
