// Field messages by id: the variant's `messages` override first, then the flow's text
// (flows/messages.yaml), with {param} placeholders filled from what the caller passes.
import { logProblem, type ReportProblem } from './problems.ts';
import type { MessageLookup } from './types.ts';
import type { CompiledFlow, ResolvedVariant } from '../contracts/content.ts';

export function messageLookup(messages: CompiledFlow['messages'], variant: ResolvedVariant, report: ReportProblem = logProblem): MessageLookup {
  return (id, params = {}) => {
    const text = variant.messages?.[id] ?? messages[id];
    if (text === undefined) {
      // flows:check and tsc keep this from happening; showing the id beats showing nothing.
      report({ kind: 'unknown-message', name: id, message: `unknown message "${id}"` });
      return id;
    }
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
  };
}
