// Variants: variants/defaults.yaml holds the shared defaults; every other file is one variant,
// keyed by its file name, merged over its `extends` file (default: defaults). Checks what only
// makes sense after merging (required ids, unique routes) and what names the flow (text
// overrides must name real steps; their placeholders and HTML follow the flow's rules; message
// overrides must name real messages).
import { discountConflicts } from '../../src/variants/discountTable.ts';
import { discountPercentForCompany } from '../../src/domain/discount.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { checkText, textsOf } from './checkText.ts';
import { isRecord } from './checkSteps.ts';
import { checkIdenticalOverrides, type FlowDefaults } from './identicalOverrides.ts';
import { checkUiOverrides } from './uiCopy.ts';
import { checkThemeContrast } from './checkThemeContrast.ts';
import type { StateShape } from './stateShape.ts';
import type { YamlSource } from './yamlSource.ts';

export const DEFAULTS = 'defaults';

/** Identify one variant, so they are never inherited (two variants sharing a route would collide). */
const NOT_INHERITED = ['route', 'name', 'extends'];

/** Fields ResolvedVariant requires, beyond `name` (which defaults to the file name). */
const REQUIRED = ['campanhaId', 'compraId', 'empresaId', 'tipo', 'fakeLoad', 'tipoTabela', 'navBar', 'linkWhatsApp'] as const;

export interface VariantContext {
  stepIds: readonly string[];
  /** Undefined when the flow could not be read completely: override keys are then not checked. */
  stepSet: ReadonlySet<string> | undefined;
  /** Field message ids (flows' `messages`); without messageSet, message overrides are not checked (like stepSet). */
  messageIds?: readonly string[];
  messageSet?: ReadonlySet<string>;
  /** The flow's own texts, messages and ui copy by id: `ui:` overrides are checked against its copy, and every override against these for repeats. Without it neither is checked. */
  defaults?: FlowDefaults;
  shape: StateShape;
  formatters: readonly string[];
  out: Diagnostic[];
}

export function resolveVariants(sources: readonly YamlSource[], ctx: VariantContext): Record<string, ResolvedVariant> {
  const byName = new Map(sources.map((s) => [variantName(s.file), s]));
  const own = (name: string): Record<string, unknown> => {
    const data = byName.get(name)?.data;
    return isRecord(data) ? data : {};
  };
  const merged = new Map<string, Record<string, unknown>>();

  const resolve = (name: string, stack: readonly string[]): Record<string, unknown> => {
    const done = merged.get(name);
    if (done) return done;
    const data = own(name);
    const source = byName.get(name)!;
    let base: Record<string, unknown> = name === DEFAULTS ? {} : own(DEFAULTS);
    const parent = data.extends;
    if (typeof parent === 'string' && parent !== DEFAULTS && name !== DEFAULTS) {
      if (!byName.has(parent)) {
        ctx.out.push(
          source.report(['extends'], 'error', `variant "${name}": extends "${parent}", which is not a variant file${suggestion(parent, byName.keys())}`),
        );
      } else if (stack.includes(parent)) {
        ctx.out.push(source.report(['extends'], 'error', `variant "${name}": extends cycle ${[...stack, name, parent].join(' → ')}`));
      } else {
        base = resolve(parent, [...stack, name]);
      }
    }
    const result = mergeDeep(omit(base, NOT_INHERITED), omit(data, ['extends']));
    result.name ??= name;
    merged.set(name, result);
    return result;
  };

  /** What a variant would have without its own file: its parent's merged values (defaults' for most). */
  const inheritedBy = (name: string): Record<string, unknown> => {
    if (name === DEFAULTS) return {};
    const parent = own(name).extends;
    return typeof parent === 'string' && parent !== name && byName.has(parent) ? resolve(parent, [name]) : own(DEFAULTS);
  };

  const variants: Record<string, ResolvedVariant> = {};
  const routes = new Map<string, YamlSource>();
  for (const source of sources) {
    const name = variantName(source.file);
    checkTexts(source, name, ctx);
    checkMessages(source, name, ctx);
    if (ctx.defaults && source.data !== undefined) {
      checkUiOverrides(source, name, ctx.defaults.ui as Record<string, string>, ctx.out);
      checkIdenticalOverrides(source, name, inheritedBy(name), ctx.defaults, ctx.out);
    }
    if (source.data === undefined) continue;
    checkThemeContrast(source, name, resolve(name, []), ctx.out);
    if (name === DEFAULTS) continue;
    const variant = resolve(name, []);
    for (const key of REQUIRED) {
      if (variant[key] === undefined) {
        ctx.out.push(source.report([], 'error', `variant "${name}": ${key} is missing (set it here, in the file it extends, or in defaults)`));
      }
    }
    if (typeof variant.route === 'string') {
      const other = routes.get(variant.route);
      if (other) {
        const at = other.at(['route']);
        ctx.out.push(
          source.report(
            ['route'],
            'error',
            `variant "${name}": route "${variant.route}" is already used by variant "${variantName(other.file)}" (${other.file}:${at.line}:${at.col})`,
          ),
        );
      } else {
        routes.set(variant.route, source);
      }
    }
    checkDiscountPercent(source, name, variant, ctx.out);
    variants[name] = variant as unknown as ResolvedVariant;
  }
  // The sandbox charges what the chat promises, keyed by the ids a lead is saved with: the same
  // ids with two different discounts cannot both be honoured.
  for (const conflict of discountConflicts(variants)) {
    const source = byName.get(conflict.variant);
    if (source) ctx.out.push(source.report([], 'error', conflict.message));
  }
  return variants;
}

/**
 * The discount percentage is the company's (spec section 9: 60 for company 97, else 50), not a
 * variant's choice: a `descontoPercentual` that disagrees with the company a lead would be saved
 * with (its own, or one of its planIds) would promise what the sandbox does not charge.
 */
function checkDiscountPercent(source: YamlSource, name: string, variant: Record<string, unknown>, out: Diagnostic[]): void {
  const stated = variant.descontoPercentual;
  if (typeof stated !== 'number') return;
  const planIds = isRecord(variant.planIds) ? Object.values(variant.planIds) : [];
  const companies = new Set([variant.empresaId, ...planIds.map((ids) => (isRecord(ids) ? ids.empresaId : undefined))]);
  for (const empresaId of companies) {
    if (typeof empresaId !== 'number') continue;
    const rule = discountPercentForCompany(empresaId);
    if (rule === stated) continue;
    const own = isRecord(source.data) && 'descontoPercentual' in source.data;
    const message =
      `variant "${name}": descontoPercentual ${stated}${own ? '' : ' (inherited)'} contradicts the company rule — ` +
      `empresaId ${empresaId} gives ${rule} % (spec section 9: 60 for company 97, 50 otherwise); remove it or write ${rule}`;
    out.push(source.report(own ? ['descontoPercentual'] : [], 'error', message));
    return;
  }
}

function checkTexts(source: YamlSource, name: string, ctx: VariantContext): void {
  const data = source.data;
  if (!isRecord(data) || !isRecord(data.texts)) return;
  const prefix = `variant "${name}": `;
  for (const [stepId, value] of Object.entries(data.texts)) {
    if (ctx.stepSet && !ctx.stepSet.has(stepId)) {
      ctx.out.push(source.report(['texts', stepId], 'error', `${prefix}texts override "${stepId}" names no step${suggestion(stepId, ctx.stepIds)}`, 'key'));
    }
    for (const [text, path] of textsOf(value, ['texts', stepId])) {
      checkText(source, path, text, `${prefix}texts.${stepId}: `, ctx.shape, ctx.formatters, ctx.out);
    }
  }
}

/** `messages:` overrides must name a message the flows define. */
function checkMessages(source: YamlSource, name: string, ctx: VariantContext): void {
  const data = source.data;
  if (!ctx.messageSet || !isRecord(data) || !isRecord(data.messages)) return;
  for (const id of Object.keys(data.messages)) {
    if (ctx.messageSet.has(id)) continue;
    const message = `variant "${name}": messages override "${id}" names no message${suggestion(id, ctx.messageIds ?? [])}`;
    ctx.out.push(source.report(['messages', id], 'error', message, 'key'));
  }
}

/** variants/99-pay.yaml → 99-pay. */
export function variantName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}

/** Objects (theme, texts) merge key by key; anything else, lists included, is replaced. */
export function mergeDeep(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isRecord(current) && isRecord(value) ? mergeDeep(current, value) : value;
  }
  return result;
}

function omit(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const result = { ...record };
  for (const key of keys) delete result[key];
  return result;
}
