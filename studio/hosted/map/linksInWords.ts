// Every way out of a step, with why it is taken said as an editor reads it: the button's label,
// "se der erro", "quando <regra>", "senão". One link per way out the flow writes (the same set
// the conversation tests' coverage counts, scripts/conversation-tests/coverage.ts). Pure.
import type { Step } from '../../../src/contracts/content.ts';
import type { Next } from '../../../src/generated/flow';

export type LinkKind = 'option' | 'on' | 'next';

export interface WayOut {
  to: string;
  kind: LinkKind;
  /** Why the conversation goes this way, in Portuguese. */
  why: string;
}

/** An outcome of an action (`on: { error: … }`) in words. */
function outcomeInWords(outcome: string): string {
  return outcome === 'error' ? 'se der erro' : `quando o resultado é “${outcome}”`;
}

/** A guard name (`asksPlanType`, `!hasCard`) in words: the name stays, it is what developers wrote. */
function guardInWords(when: string): string {
  return when.startsWith('!') ? `se não ${when.slice(1)}` : `se ${when}`;
}

export function waysOut(step: Step): WayOut[] {
  const out: WayOut[] = [];
  for (const option of step.options ?? []) {
    const button = `botão “${option.label}”${option.when ? ` (aparece ${guardInWords(option.when)})` : ''}`;
    for (const [outcome, to] of Object.entries(option.on ?? {})) out.push({ to, kind: 'on', why: `${button}, ${outcomeInWords(outcome)}` });
    out.push(...nextWays(option.next, button, 'option'));
  }
  for (const [outcome, to] of Object.entries(step.on ?? {})) out.push({ to, kind: 'on', why: outcomeInWords(outcome) });
  out.push(...nextWays(step.next, '', 'next'));
  return out;
}

function nextWays(next: Next | undefined, before: string, kind: LinkKind): WayOut[] {
  if (next === undefined) return [];
  const joined = (why: string) => (before ? `${before}, ${why}` : why);
  if (typeof next === 'string') return [{ to: next, kind, why: before || 'segue' }];
  return next.map((branch) => ({ to: branch.to, kind, why: joined(branch.when ? guardInWords(branch.when) : 'senão') }));
}
