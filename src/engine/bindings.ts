// The behaviour a flow names (actions, guards, validators, masks, components, and the formatters
// its texts' placeholders name), checked when a conversation is created: one walk over the steps,
// one error listing everything not given, so a test passing a few fakes fails loudly instead of
// reaching an "unknown action" mid-conversation.
import type { CompiledFlow, ResolvedVariant } from '../contracts/content.ts';
import type { ActionName, ComponentName, GuardName, MaskName, ValidatorName } from '../generated/names.ts';
import type { Formatter } from './formatters.ts';
import { PLACEHOLDER } from './interpolate.ts';
import { stepTexts } from './stepMessages.ts';
import type { Action, Guard, Mask, Validator } from './types.ts';

/** The names each registry must cover. */
export interface BindingNames {
  actions: string;
  guards: string;
  validators: string;
  masks: string;
  components: string;
}

/** The names the real flows use (src/generated/names.ts): the default for createConversation. */
export interface FlowBindingNames {
  actions: ActionName;
  guards: GuardName;
  validators: ValidatorName;
  masks: MaskName;
  components: ComponentName;
}

/** Any names: for tests over inline fixture flows (missing ones still throw at creation). */
export type AnyBindingNames = BindingNames;

export interface Bindings<N extends BindingNames = FlowBindingNames> {
  actions: Readonly<Record<N['actions'], Action>>;
  guards: Readonly<Record<N['guards'], Guard>>;
  validators: Readonly<Record<N['validators'], Validator>>;
  /** Applied by the input bar; listed here so a missing one is caught with the rest. */
  masks: Readonly<Record<N['masks'], Mask>>;
  /** Rendered by the chat; the engine only checks the names are there. */
  components: Readonly<Record<N['components'], unknown>>;
  /** For `{path|name}` placeholders (src/engine/formatters.ts); flows:check knows the names. */
  formatters: Readonly<Partial<Record<string, Formatter>>>;
}

/** The registries a page gives at creation when the rest come later (loadBindings): only what the
 * steps present at creation name must be there, and creation checks exactly that. */
export type EarlyBindings<N extends BindingNames = FlowBindingNames> = { [K in keyof Bindings<N>]: Partial<Bindings<N>[K]> };

type Kind = keyof BindingNames;
const LABEL: Record<Kind, string> = { actions: 'action', guards: 'guard', validators: 'validator', masks: 'mask', components: 'component' };

/** "action "saveLead" (step "lead-get")" for each name the steps (and their texts, as the variant
 * says them) use and the bindings lack. */
export function missingBindings(
  steps: CompiledFlow['steps'],
  bindings: Readonly<Record<Kind | 'formatters', object | undefined>>,
  variant?: Pick<ResolvedVariant, 'texts'>,
): string[] {
  const missing = new Map<string, string>();
  const need = (kind: Kind, name: string | undefined, step: string) => {
    // A whole registry left out (plain JS callers) lacks every name.
    if (name === undefined || Object.hasOwn(bindings[kind] ?? {}, name)) return;
    const key = `${LABEL[kind]} "${name}"`;
    if (!missing.has(key)) missing.set(key, step);
  };
  for (const [id, step] of Object.entries(steps)) {
    need('actions', step.action, id);
    need('components', step.component, id);
    need('actions', step.input?.action, id);
    need('masks', step.input?.mask, id);
    for (const name of step.input?.validate ?? []) need('validators', name, id);
    for (const branch of Array.isArray(step.next) ? step.next : []) need('guards', branch.when, id);
    for (const option of step.options ?? []) {
      need('actions', option.action, id);
      need('guards', option.when, id);
      for (const branch of Array.isArray(option.next) ? option.next : []) need('guards', branch.when, id);
    }
    for (const text of stepTexts(id, step, variant)) {
      for (const [, , formatter] of text.matchAll(PLACEHOLDER)) {
        const key = `formatter "${formatter}"`;
        if (formatter !== undefined && !Object.hasOwn(bindings.formatters ?? {}, formatter) && !missing.has(key)) missing.set(key, id);
      }
    }
  }
  return [...missing].map(([name, step]) => `${name} (step "${step}")`);
}

export class MissingBindingsError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`the flow names ${missing.length} binding(s) the conversation was not given:\n${missing.map((m) => `  ${m}`).join('\n')}`);
    this.name = 'MissingBindingsError';
  }
}
