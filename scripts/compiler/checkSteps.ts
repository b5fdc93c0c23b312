// Resolves every name a step uses: step ids (next, branches, on, options), registered plug-ins
// (actions, guards, validators, masks, components), state paths (input.field, set, placeholders)
// and the HTML of its texts. All problems are collected; nothing stops at the first.
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { outcomeRoutes, type OutcomeRoute } from './outcomeRoutes.ts';
import type { OutcomeKind, RegistryKind } from './registryNames.ts';
import { howToAddField, literalFits, type StateShape } from './stateShape.ts';
import { checkText, textsOf } from './checkText.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';
import { ENGINE_OUTCOME, STAY_OUTCOME } from '../../src/engine/outcomes.ts';

export interface StepEntry {
  source: YamlSource;
  step: unknown;
}

export interface StepCheckContext {
  steps: ReadonlyMap<string, StepEntry>;
  stepIds: readonly string[];
  /** False when a flow file could not be parsed: step ids are then not checked. */
  complete: boolean;
  /** Registered names per kind; a kind left out is not checked. */
  registries: Partial<Record<RegistryKind, ReadonlySet<string>>>;
  /** Declared outcomes per action and component; a name left out is not checked. */
  outcomes: Partial<Record<OutcomeKind, Record<string, readonly string[]>>>;
  formatters: readonly string[];
  shape: StateShape;
  out: Diagnostic[];
}

const LABELS: Record<RegistryKind, string> = {
  actions: 'action',
  guards: 'guard',
  validators: 'validator',
  masks: 'mask',
  components: 'component',
};

export function checkSteps(ctx: StepCheckContext): void {
  for (const [id, entry] of ctx.steps) checkStep(id, entry, ctx);
}

function checkStep(id: string, { source, step }: StepEntry, ctx: StepCheckContext): void {
  if (!isRecord(step)) return;
  const base: DataPath = ['steps', id];
  const prefix = `step "${id}": `;
  const error = (path: DataPath, code: string, message: string, args: Record<string, string> = {}) =>
    ctx.out.push(source.report(path, 'error', { code, message: prefix + message, args: { step: id, ...args } }));

  const name = (kind: RegistryKind, value: unknown, path: DataPath) => {
    const known = ctx.registries[kind];
    if (known && typeof value === 'string' && !known.has(value)) {
      error(path, 'step.unregistered', `${LABELS[kind]} "${value}" is not registered${suggestion(value, known)}`, { kind, name: value });
    }
  };
  const target = (value: unknown, path: DataPath, label: string) => {
    if (ctx.complete && typeof value === 'string' && !ctx.steps.has(value)) {
      error(path, 'step.unknown-target', `${label} → "${value}" is not a step${suggestion(value, ctx.stepIds)}`, { name: value });
    }
  };
  const next = (value: unknown, path: DataPath, label: string) => {
    if (!Array.isArray(value)) return target(value, path, label);
    value.forEach((branch, i) => {
      if (!isRecord(branch)) return;
      target(branch.to, [...path, i, 'to'], `${label}[${i}].to`);
      name('guards', branch.when, [...path, i, 'when']);
    });
  };
  const outcomes = (value: unknown, path: DataPath, label: string) => {
    if (!isRecord(value)) return;
    for (const [outcome, to] of Object.entries(value)) target(to, [...path, outcome], `${label}.${outcome}`);
  };
  const assignments = (value: unknown, path: DataPath, label: string) => {
    if (!isRecord(value)) return;
    for (const [key, literal] of Object.entries(value)) {
      const types = ctx.shape.typesOf(key);
      if (!ctx.shape.paths.has(key) || !key.includes('.')) {
        ctx.out.push(
          source.report(
            [...path, key],
            'error',
            {
              code: 'step.unknown-field',
              message: `${prefix}${label} "${key}" is not in the conversation state${suggestion(key, ctx.shape.fields)}${howToAddField(key, ctx.shape)}`,
              args: { step: id, name: key },
            },
            'key',
          ),
        );
      } else if (types && !literalFits(literal, types)) {
        error([...path, key], 'step.field-type', `${label} "${key}" is ${types.join(' or ')} in the state, not ${JSON.stringify(literal)}`, { name: key });
      }
    }
  };

  for (const [text, path] of textsOf(step.say, [...base, 'say'])) {
    checkText(source, path, text, prefix, ctx.formatters, ctx.out);
  }
  name('components', step.component, [...base, 'component']);
  name('actions', step.action, [...base, 'action']);
  assignments(step.set, [...base, 'set'], 'set');

  if (isRecord(step.input)) checkInput(step.input, [...base, 'input'], { error, name }, ctx);

  if (Array.isArray(step.options)) {
    step.options.forEach((option, i) => {
      if (!isRecord(option)) return;
      const path: DataPath = [...base, 'options', i];
      name('guards', option.when, [...path, 'when']);
      name('actions', option.action, [...path, 'action']);
      assignments(option.set, [...path, 'set'], `options[${i}].set`);
      outcomes(option.on, [...path, 'on'], `options[${i}].on`);
      next(option.next, [...path, 'next'], `options[${i}].next`);
    });
  }
  outcomes(step.on, [...base, 'on'], 'on');
  next(step.next, [...base, 'next'], 'next');
  checkOutcomes(id, source, step, base, ctx);
}

type NameCheck = (kind: RegistryKind, value: unknown, path: DataPath) => void;

/** An input's field against the state, and the mask, action and validators it names. */
function checkInput(
  input: Record<string, unknown>,
  path: DataPath,
  { error, name }: { error: (path: DataPath, code: string, message: string, args?: Record<string, string>) => void; name: NameCheck },
  ctx: StepCheckContext,
): void {
  const field = input.field;
  if (typeof field === 'string' && !ctx.shape.paths.has(field)) {
    error(
      [...path, 'field'],
      'step.unknown-field',
      `input.field "${field}" is not in the conversation state${suggestion(field, ctx.shape.fields)}${howToAddField(field, ctx.shape)}`,
      { name: field },
    );
  }
  name('masks', input.mask, [...path, 'mask']);
  name('actions', input.action, [...path, 'action']);
  if (Array.isArray(input.validate)) input.validate.forEach((v, i) => name('validators', v, [...path, 'validate', i]));
}

/** The `on:` keys against what the named action or component declares it returns, and the
 * returnable outcomes nothing routes. */
function checkOutcomes(id: string, source: StepEntry['source'], step: Record<string, unknown>, base: DataPath, ctx: StepCheckContext): void {
  const prefix = `step "${id}": `;
  const routes = outcomeRoutes(step, base);
  if (isRecord(step.on) && !routes.some((r) => r.label === 'on')) {
    ctx.out.push(
      source.report(
        [...base, 'on'],
        'error',
        {
          code: 'step.on-without-outcomes',
          message: `${prefix}on: routes the outcomes of an action or a component, and this step has neither (use next)`,
          args: { step: id },
        },
        'key',
      ),
    );
  }
  for (const route of routes) {
    const returnable = returnableOutcomes(route, ctx);
    if (!returnable) continue;
    const label = `${LABELS[route.kind]} "${route.name}"${route.alongside ? ` or component "${route.alongside}"` : ''}`;
    for (const key of Object.keys(route.on ?? {})) {
      if (returnable.includes(key)) continue;
      const why = key === STAY_OUTCOME ? ' (invalid keeps the visitor on the input with its message; it is never routed)' : suggestion(key, returnable);
      const message = `${prefix}${route.label}.${key}: ${label} cannot return "${key}"${why}; it returns ${returnable.join(', ')}`;
      ctx.out.push(source.report([...route.onPath, key], 'error', { code: 'step.impossible-outcome', message, args: { step: id, name: key } }, 'key'));
    }
    if (route.hasDefault || route.waits) continue;
    const unrouted = returnable.filter((o) => !(route.on && Object.hasOwn(route.on, o)));
    if (unrouted.length === 0) continue;
    const list = unrouted.map((o) => `"${o}"`).join(', ');
    const message = `${prefix}${label} can return ${list} but ${route.label} has no target for ${unrouted.length === 1 ? 'it' : 'them'} and there is no next: the visitor would be stuck (add ${route.label}.${unrouted[0]}: <step id>, or a next)`;
    ctx.out.push(source.report(route.namePath, 'warning', { code: 'step.unrouted-outcome', message, args: { step: id, name: unrouted.join(', ') } }));
  }
}

/** What an `on:` may map: an action's declared outcomes, less `invalid`, plus the engine's `error`. */
function returnableOutcomes(route: OutcomeRoute, ctx: StepCheckContext): readonly string[] | undefined {
  const declared = ctx.outcomes[route.kind]?.[route.name];
  if (!declared) return undefined;
  if (route.kind === 'components') return declared;
  const fromComponent = route.alongside ? (ctx.outcomes.components?.[route.alongside] ?? []) : [];
  return [...new Set([...declared.filter((o) => o !== STAY_OUTCOME), ENGINE_OUTCOME, ...fromComponent])];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
