// Which named action or component an `on:` map routes. A step's `on:` belongs to its input's
// action, else its own action, else its component; an option's `on:` to the option's action.
// Shared by the checker (outcome rules) and the type generator (the `on:` keys per name).
import { isRecord } from './checkSteps.ts';
import type { DataPath } from './yamlSource.ts';

export interface OutcomeRoute {
  kind: 'actions' | 'components';
  name: string;
  /** Where the name is written. */
  namePath: DataPath;
  /** The `on:` map (undefined when there is none) and where it is (or would be). */
  on: Record<string, unknown> | undefined;
  onPath: DataPath;
  /** What an unmapped outcome falls back to: a `next` exists. */
  hasDefault: boolean;
  /** The step waits (input, options, component) after a step-level action: an unmapped outcome stays. */
  waits: boolean;
  /** Label for messages: `on`, `options[0].on`. */
  label: string;
  /** A waiting component whose completion runs this step action: an `on:` key may be either's
   * outcome (the component's when it completes without a choice, e.g. SIMULAR NOVAMENTE). */
  alongside?: string;
}

export function outcomeRoutes(step: unknown, base: DataPath): OutcomeRoute[] {
  if (!isRecord(step)) return [];
  const routes: OutcomeRoute[] = [];
  const on = isRecord(step.on) ? step.on : undefined;
  const input = isRecord(step.input) ? step.input : undefined;
  const hasNext = step.next !== undefined;
  const owner: Pick<OutcomeRoute, 'kind' | 'name' | 'namePath'> | undefined =
    typeof input?.action === 'string'
      ? { kind: 'actions', name: input.action, namePath: [...base, 'input', 'action'] }
      : typeof step.action === 'string'
        ? { kind: 'actions', name: step.action, namePath: [...base, 'action'] }
        : typeof step.component === 'string'
          ? { kind: 'components', name: step.component, namePath: [...base, 'component'] }
          : undefined;
  if (owner) {
    const waits =
      owner.namePath.at(-2) !== 'input' && owner.kind === 'actions' && (input !== undefined || step.options !== undefined || step.component !== undefined);
    // A display-only component moves on by itself: nothing of its outcomes is routed.
    if (!(owner.kind === 'components' && step.display === true)) {
      const alongside =
        owner.kind === 'actions' && owner.namePath.at(-2) !== 'input' && typeof step.component === 'string' && step.display !== true
          ? step.component
          : undefined;
      routes.push({ ...owner, on, onPath: [...base, 'on'], hasDefault: hasNext, waits, label: 'on', ...(alongside ? { alongside } : {}) });
    }
  }
  if (Array.isArray(step.options)) {
    step.options.forEach((option, i) => {
      if (!isRecord(option) || typeof option.action !== 'string') return;
      const path: DataPath = [...base, 'options', i];
      routes.push({
        kind: 'actions',
        name: option.action,
        namePath: [...path, 'action'],
        on: isRecord(option.on) ? option.on : undefined,
        onPath: [...path, 'on'],
        hasDefault: option.next !== undefined || hasNext,
        waits: false,
        label: `options[${i}].on`,
      });
    });
  }
  return routes;
}
