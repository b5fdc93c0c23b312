// Variants: variants/defaults.yaml holds the shared defaults; every other file is one variant,
// keyed by its file name, merged over its `extends` file (default: defaults; mergeVariants.ts).
// Checks what only makes sense after merging (required ids, unique routes, the discount
// percentage) and what names the flow (text overrides must name real steps; their placeholders and
// HTML follow the flow's rules; message overrides must name real messages).
import { discountConflicts } from '../../src/variants/discountTable.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import type { Diagnostic } from './diagnostics.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { checkText, textsOf } from './checkText.ts';
import { isRecord } from './checkSteps.ts';
import { resolveDiscountPercent } from './discountPercent.ts';
import { checkIdenticalOverrides, type FlowDefaults } from './identicalOverrides.ts';
import { DEFAULTS, type VariantMerger, variantMerger, variantName } from './mergeVariants.ts';
import { checkUiOverrides } from './uiCopy.ts';
import { checkThemeContrast } from './checkThemeContrast.ts';
import type { YamlSource } from './yamlSource.ts';

export { DEFAULTS, mergeDeep, variantName } from './mergeVariants.ts';

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
  formatters: readonly string[];
  out: Diagnostic[];
}

/** The resolved variants, and the merger that made them (which file writes what, for later checks). */
export function resolveVariants(sources: readonly YamlSource[], ctx: VariantContext): Record<string, ResolvedVariant> {
  return resolveVariantsWith(sources, ctx).variants;
}

export function resolveVariantsWith(sources: readonly YamlSource[], ctx: VariantContext): { variants: Record<string, ResolvedVariant>; merger: VariantMerger } {
  const merger = variantMerger(sources, ctx.out);
  const variants: Record<string, ResolvedVariant> = {};
  const routes = new Map<string, YamlSource>();
  for (const source of sources) {
    const name = variantName(source.file);
    checkOverrides(source, name, merger, ctx);
    if (source.data === undefined) continue;
    checkThemeContrast(source, name, merger.resolve(name), ctx.out);
    if (name === DEFAULTS) continue;
    // A copy: the merged record is shared with the variants that extend this one.
    const variant = { ...merger.resolve(name) };
    checkRequired(source, name, variant, ctx.out);
    checkRoute(source, name, variant, routes, ctx.out);
    resolveDiscountPercent(source, name, variant, ctx.out);
    variants[name] = variant as unknown as ResolvedVariant;
  }
  // The sandbox charges what the chat promises, keyed by the ids a lead is saved with: the same
  // ids with two different discounts cannot both be honoured.
  for (const conflict of discountConflicts(variants)) {
    const source = merger.byName.get(conflict.variant);
    if (source) ctx.out.push(source.report([], 'error', { code: 'discount.conflict', message: conflict.message, args: { partner: conflict.variant } }));
  }
  return { variants, merger };
}

/** What a file overrides by id: texts (steps), messages, ui copy, and repeats of what it inherits. */
function checkOverrides(source: YamlSource, name: string, merger: VariantMerger, ctx: VariantContext): void {
  checkTexts(source, name, ctx);
  checkMessages(source, name, ctx);
  if (ctx.defaults && source.data !== undefined) {
    checkUiOverrides(source, name, ctx.defaults.ui as Record<string, string>, ctx.out);
    checkIdenticalOverrides(source, name, merger.inheritedBy(name), ctx.defaults, ctx.out);
  }
}

function checkRequired(source: YamlSource, name: string, variant: Record<string, unknown>, out: Diagnostic[]): void {
  for (const key of REQUIRED) {
    if (variant[key] === undefined) {
      const message = `variant "${name}": ${key} is missing (set it here, in the file it extends, or in defaults)`;
      out.push(source.report([], 'error', { code: 'variant.missing-setting', message, args: { partner: name, name: key } }));
    }
  }
}

function checkRoute(source: YamlSource, name: string, variant: Record<string, unknown>, routes: Map<string, YamlSource>, out: Diagnostic[]): void {
  if (typeof variant.route !== 'string') return;
  const other = routes.get(variant.route);
  if (!other) {
    routes.set(variant.route, source);
    return;
  }
  const at = other.at(['route']);
  const message = `variant "${name}": route "${variant.route}" is already used by variant "${variantName(other.file)}" (${other.file}:${at.line}:${at.col})`;
  out.push(
    source.report(['route'], 'error', { code: 'variant.route-taken', message, args: { partner: name, name: variant.route, other: variantName(other.file) } }),
  );
}

function checkTexts(source: YamlSource, name: string, ctx: VariantContext): void {
  const data = source.data;
  if (!isRecord(data) || !isRecord(data.texts)) return;
  const prefix = `variant "${name}": `;
  for (const [stepId, value] of Object.entries(data.texts)) {
    if (ctx.stepSet && !ctx.stepSet.has(stepId)) {
      const said = {
        code: 'variant.text-unknown-step',
        message: `${prefix}texts override "${stepId}" names no step${suggestion(stepId, ctx.stepIds)}`,
        args: { partner: name, name: stepId },
      };
      ctx.out.push(source.report(['texts', stepId], 'error', said, 'key'));
    }
    for (const [text, path] of textsOf(value, ['texts', stepId])) {
      checkText(source, path, text, `${prefix}texts.${stepId}: `, ctx.formatters, ctx.out);
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
    ctx.out.push(source.report(['messages', id], 'error', { code: 'variant.message-unknown', message, args: { partner: name, name: id } }, 'key'));
  }
}
