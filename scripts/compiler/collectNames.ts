// The names the flows use, as TypeScript unions (src/generated/names.ts), and the `on:` keys they
// map per action and component. Registries declare `satisfies Record<ActionName, DeclaredAction>`,
// so a flow naming a missing action fails the typecheck; a registration no flow uses is reported
// by flows:check (checkUnused.ts), since spread phase registries escape excess-property checks.
import type { CompiledFlow } from '../../src/contracts/content.ts';
import { isRecord } from './checkSteps.ts';
import { outcomeRoutes } from './outcomeRoutes.ts';

export interface FlowNames {
  StepId: string[];
  ActionName: string[];
  GuardName: string[];
  ValidatorName: string[];
  ComponentName: string[];
  MaskName: string[];
  MessageId: string[];
}

/** The `on:` keys the flows map, per action and per component name (sorted). */
export interface FlowOnKeys {
  ActionOnKeys: Record<string, string[]>;
  ComponentOnKeys: Record<string, string[]>;
}

export function collectOnKeys(flow: CompiledFlow): FlowOnKeys {
  const found = { actions: new Map<string, Set<string>>(), components: new Map<string, Set<string>>() };
  for (const [id, step] of Object.entries(flow.steps)) {
    for (const route of outcomeRoutes(step, ['steps', id])) {
      // A key shared by a component and its step's action is checked by flows:check against both;
      // a per-name type cannot say which of the two returns it.
      if (route.alongside) continue;
      const keys = found[route.kind].get(route.name) ?? new Set<string>();
      for (const key of Object.keys(route.on ?? {})) keys.add(key);
      found[route.kind].set(route.name, keys);
    }
  }
  const sorted = (map: Map<string, Set<string>>) =>
    Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, keys]) => [name, [...keys].sort()]));
  return { ActionOnKeys: sorted(found.actions), ComponentOnKeys: sorted(found.components) };
}

const ON_KEY_DOCS: Record<keyof FlowOnKeys, string> = {
  ActionOnKeys: 'The `on:` keys the flows map for each action: each must be an outcome the action declares (src/engine/outcomes.ts), or `error`.',
  ComponentOnKeys: 'The `on:` keys the flows map for each component: each must be an outcome the component declares.',
};

function renderOnKeys(onKeys: FlowOnKeys): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(ON_KEY_DOCS) as Array<keyof FlowOnKeys>) {
    lines.push(`/** ${ON_KEY_DOCS[key]} */`, `export interface ${key} {`);
    for (const [name, keys] of Object.entries(onKeys[key])) {
      lines.push(`  ${JSON.stringify(name)}: ${keys.length === 0 ? 'never' : keys.map((k) => JSON.stringify(k)).join(' | ')};`);
    }
    lines.push('}', '');
  }
  return lines;
}

export function collectNames(flow: CompiledFlow): FlowNames {
  const sets = {
    StepId: new Set<string>(),
    ActionName: new Set<string>(),
    GuardName: new Set<string>(),
    ValidatorName: new Set<string>(),
    ComponentName: new Set<string>(),
    MaskName: new Set<string>(),
    MessageId: new Set<string>(),
  };
  const add = (set: Set<string>, value: unknown) => {
    if (typeof value === 'string') set.add(value);
  };
  const guardsOfNext = (next: unknown) => {
    if (Array.isArray(next)) for (const branch of next) if (isRecord(branch)) add(sets.GuardName, branch.when);
  };
  for (const id of Object.keys(flow.messages)) sets.MessageId.add(id);
  for (const [id, step] of Object.entries(flow.steps)) {
    sets.StepId.add(id);
    if (!isRecord(step)) continue;
    add(sets.ActionName, step.action);
    add(sets.ComponentName, step.component);
    guardsOfNext(step.next);
    if (isRecord(step.input)) {
      add(sets.ActionName, step.input.action);
      add(sets.MaskName, step.input.mask);
      if (Array.isArray(step.input.validate)) for (const v of step.input.validate) add(sets.ValidatorName, v);
    }
    for (const option of Array.isArray(step.options) ? step.options : []) {
      if (!isRecord(option)) continue;
      add(sets.ActionName, option.action);
      add(sets.GuardName, option.when);
      guardsOfNext(option.next);
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    StepId: sorted(sets.StepId),
    ActionName: sorted(sets.ActionName),
    GuardName: sorted(sets.GuardName),
    ValidatorName: sorted(sets.ValidatorName),
    ComponentName: sorted(sets.ComponentName),
    MaskName: sorted(sets.MaskName),
    MessageId: sorted(sets.MessageId),
  };
}

const DOCS: Record<keyof FlowNames, string> = {
  StepId: 'Step ids defined in flows/*.yaml.',
  ActionName: 'Actions the flows run (step, option and input `action`): keys of src/actions.',
  GuardName: 'Guards the flows test (`when`): keys of src/guards.',
  ValidatorName: 'Validators the flows apply (`input.validate`): keys of src/validators.',
  ComponentName: 'Components the flows render (`component`): keys of src/ui/components/registry.ts.',
  MaskName: 'Masks the flows apply (`input.mask`): keys of src/masks.',
  MessageId: 'Field messages (`messages:` in flows/*.yaml): what ctx.message() and the card form look up.',
};

/** The contents of src/generated/names.ts; `banner` is the generated-file banner all such files share. */
export function renderNamesFile(names: FlowNames, banner: string, onKeys?: FlowOnKeys): string {
  const lines = [banner, '// The names flows/*.yaml use; registries are typed against them.', ''];
  for (const key of Object.keys(DOCS) as Array<keyof FlowNames>) {
    const values = names[key];
    lines.push(`/** ${DOCS[key]} */`);
    if (values.length === 0) lines.push(`export type ${key} = never;`);
    else lines.push(`export type ${key} =`, ...values.map((v, i) => `  | ${JSON.stringify(v)}${i === values.length - 1 ? ';' : ''}`));
    lines.push('');
  }
  if (onKeys) lines.push(...renderOnKeys(onKeys));
  return lines.join('\n');
}
