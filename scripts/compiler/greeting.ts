// The greeting each variant shows: the texts of the steps marked `greeting: true`, the variant's
// overrides taking their place, as the visitor reads them ({variant.…} filled in by the runtime's
// own interpolation, tags removed). Each text keeps where it is written, so a rule about the
// greeting points at the line to change: the variant file's override, or the flow's step.
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { formatters } from '../../src/engine/formatters.ts';
import { initialState } from '../../src/engine/initialState.ts';
import { interpolate } from '../../src/engine/interpolate.ts';
import { textValues } from '../../src/engine/textValues.ts';
import { isRecord, type StepEntry } from './checkSteps.ts';
import { textsOf } from './checkText.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { VariantMerger } from './mergeVariants.ts';
import type { DataPath, Said, YamlSource } from './yamlSource.ts';

/** One text as it is written (raw), as the visitor reads it (plain), and where it is written. */
export interface ShownText {
  stepId: string;
  raw: string;
  plain: string;
  source: YamlSource;
  path: DataPath;
  /** Written in a variant file (an override), not in the flow. */
  override: boolean;
  /** For an override: what the flow's own text of the step reads (which promise the override replaced). */
  flowPlain?: string;
}

export interface ContentRulesContext {
  steps: ReadonlyMap<string, StepEntry>;
  variants: Readonly<Record<string, ResolvedVariant>>;
  merger: VariantMerger;
  out: Diagnostic[];
}

/** The ids of the steps marked `greeting: true`, in flow order. */
export function greetingIds(steps: ReadonlyMap<string, StepEntry>): string[] {
  return [...steps].filter(([, { step }]) => isRecord(step) && step.greeting === true).map(([id]) => id);
}

/** The greeting of one variant, text by text. */
export function greetingOf(name: string, ids: readonly string[], ctx: ContentRulesContext): ShownText[] {
  const variant = ctx.variants[name];
  return ids.flatMap((stepId) => shownTexts(name, variant, stepId, ctx));
}

/** The texts one step shows on this variant: its override (wherever along `extends` it is written), else the flow's. */
export function shownTexts(name: string, variant: ResolvedVariant, stepId: string, ctx: ContentRulesContext): ShownText[] {
  const values = textValues(initialState(), variant);
  const plain = (raw: string) => interpolate(raw, values, formatters, () => {}).replace(/<[^>]+>/g, '');
  const entry = ctx.steps.get(stepId);
  const own = entry && isRecord(entry.step) ? textsOf(entry.step.say, ['steps', stepId, 'say']) : [];
  const override = variant.texts?.[stepId];
  const origin = override === undefined ? undefined : ctx.merger.origin(name, ['texts', stepId]);
  if (override !== undefined && origin) {
    const flowPlain = own.map(([raw]) => plain(raw)).join(' ');
    return textsOf(override, origin.path).map(([raw, path]) => ({ stepId, raw, plain: plain(raw), source: origin.source, path, override: true, flowPlain }));
  }
  if (!entry) return [];
  return own.map(([raw, path]) => ({ stepId, raw, plain: plain(raw), source: entry.source, path, override: false }));
}

/** The greeting as one line of plain text. */
export function plainGreeting(texts: readonly ShownText[]): string {
  return texts.map((t) => t.plain).join(' ');
}

/**
 * Problems several variants share (a flow text they all show, a defaults.yaml line they all
 * inherit) are reported once, naming the variants: keyed by place and text.
 */
export class GroupedReport {
  private readonly found = new Map<string, { at: Omit<Diagnostic, 'message'>; text: string; names: string[] }>();

  /** `said.message` is the text after the variants' names; `said.args.partners` is filled in. */
  add(variant: string, source: YamlSource, path: DataPath, said: Said, fragment?: string): void {
    const position = fragment === undefined ? source.at(path) : source.atText(path, fragment);
    const text = said.message;
    const at = { file: source.file, ...position, severity: 'error' as const, code: said.code, args: said.args ?? {} };
    const key = `${at.file}:${at.line}:${at.col}\u0000${text}`;
    const entry = this.found.get(key) ?? { at, text, names: [] };
    if (!entry.names.includes(variant)) entry.names.push(variant);
    this.found.set(key, entry);
  }

  flush(out: Diagnostic[]): void {
    for (const { at, text, names } of this.found.values()) {
      out.push({ ...at, message: `${subject(names)}: ${text}`, args: { ...at.args, partners: names.join(', ') } });
    }
    this.found.clear();
  }
}

function subject(names: readonly string[]): string {
  if (names.length === 1) return `variant "${names[0]}"`;
  const shown = names.slice(0, 3).map((n) => `"${n}"`);
  return `variants ${shown.join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}

/** Where a text is written, for a message: `texts.copy-message-2` or `step "copy-message-2"`. */
export function placeOf(text: Pick<ShownText, 'stepId' | 'override'>): string {
  return text.override ? `texts.${text.stepId}` : `step "${text.stepId}"`;
}
