// Warnings about the shape of the conversation: steps no path from start reaches, and steps
// with no way forward. Two step fields state intent: `end: true` — the conversation may end here;
// `entry: true` — reached from outside the flow graph, so it counts as reached.
import type { Diagnostic } from './diagnostics.ts';
import { didYouMean } from '../../src/text/didYouMean.ts';
import { isRecord, type StepEntry } from './checkSteps.ts';

export function checkGraph(start: string | undefined, steps: ReadonlyMap<string, StepEntry>, out: Diagnostic[]): void {
  if (start !== undefined && steps.has(start)) {
    const entries = [...steps]
      .filter(([id]) => id !== start && isRecord(steps.get(id)!.step) && (steps.get(id)!.step as { entry?: unknown }).entry === true)
      .map(([id]) => id);
    const reached = new Set<string>([start, ...entries]);
    const queue = [start, ...entries];
    // A misspelt target or key is already an error; follow its likely fix (the did-you-mean), so
    // the steps after it are not also reported as unreachable, burying the error under echoes.
    const ids = [...steps.keys()];
    const likely = (to: string) => (steps.has(to) ? to : didYouMean(to, ids));
    while (queue.length > 0) {
      const id = queue.pop()!;
      for (const target of successors(steps.get(id)!.step)) {
        const to = likely(target);
        if (to !== undefined && !reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    for (const [id, { source }] of steps) {
      if (!reached.has(id)) {
        const said = { code: 'graph.unreachable', message: `step "${id}" is unreachable from start "${start}"`, args: { step: id } };
        out.push(source.report(['steps', id], 'warning', said, 'key'));
      }
    }
  }
  for (const [id, { source, step }] of steps) {
    // An option going nowhere is the editor's mistake, reported at the option itself; the step
    // is then not also called a dead end (which would suggest end: true).
    const nowhere = optionsLeadingNowhere(step);
    for (const i of nowhere) {
      const option = (step as { options: Array<{ label?: unknown }> }).options[i];
      const label = typeof option.label === 'string' ? ` "${option.label}"` : '';
      const message = `step "${id}": option${label} leads nowhere: no next, link or action, and the step has no next (add next: <step id> to the option)`;
      const args = { step: id, ...(typeof option.label === 'string' ? { name: option.label } : {}) };
      out.push(source.report(['steps', id, 'options', i], 'warning', { code: 'graph.option-nowhere', message, args }));
    }
    if (nowhere.length > 0 || hasWayForward(step)) continue;
    out.push(
      source.report(
        ['steps', id],
        'warning',
        {
          code: 'graph.dead-end',
          message: `step "${id}" is a dead end: no next, on, input, component or option leading on (add "end: true" if the conversation ends here)`,
          args: { step: id },
        },
        'key',
      ),
    );
  }
}

/** Every step id a step can lead to. */
export function successors(step: unknown): string[] {
  if (!isRecord(step)) return [];
  const out: string[] = [];
  collect(step, out);
  if (Array.isArray(step.options)) for (const option of step.options) if (isRecord(option)) collect(option, out);
  return out;
}

/** Keys that route; an unknown key close to one (`nxet`) still counts, through its did-you-mean. */
const ROUTING_KEYS = ['next', 'on'];
const KNOWN_KEYS = new Set([
  'say',
  'title',
  'component',
  'display',
  'set',
  'delay',
  'input',
  'options',
  'layout',
  'action',
  'on',
  'next',
  'end',
  'entry',
  'error',
  'greeting',
  'label',
  'when',
  'link',
  'echo',
]);

function collect(node: Record<string, unknown>, out: string[]): void {
  const routing = (key: string) => (KNOWN_KEYS.has(key) ? key : didYouMean(key, ROUTING_KEYS));
  const valueOf = (wanted: string) => node[wanted] ?? Object.entries(node).find(([key]) => routing(key) === wanted)?.[1];
  const next = valueOf('next');
  const on = valueOf('on');
  if (typeof next === 'string') out.push(next);
  else if (Array.isArray(next)) for (const b of next) if (isRecord(b) && typeof b.to === 'string') out.push(b.to);
  if (isRecord(on)) for (const to of Object.values(on)) if (typeof to === 'string') out.push(to);
}

/** Indexes of options that, chosen, leave the visitor on a step with nothing left to do. */
function optionsLeadingNowhere(step: unknown): number[] {
  if (!isRecord(step) || !Array.isArray(step.options) || step.next !== undefined || step.end === true) return [];
  return step.options.flatMap((option, i) => {
    if (!isRecord(option)) return [];
    const goes = ['next', 'link', 'action', 'on'].some((key) => option[key] !== undefined) || successors({ options: [option] }).length > 0;
    return goes ? [] : [i];
  });
}

function hasWayForward(step: unknown): boolean {
  if (!isRecord(step)) return true; // a malformed step is already a schema error
  if (step.end === true) return true;
  if (step.input !== undefined || step.component !== undefined) return true;
  // Options that only open the specialists link (or only run an action) leave the visitor where
  // they are; a misspelt routing key counts as its fix (it is already an error).
  return successors(step).length > 0;
}
