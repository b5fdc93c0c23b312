// What the hosted studio's editor and reviewer read of the content, in their words: the partners
// (variants/*.yaml, with their colours), the etapas (steps with texts in flows/*.yaml) and the
// texts a partner's visitors see at each etapa (the partner's `texts:` override, along `extends`,
// else the flow's `say`, as src/engine/stepMessages.ts shows them). Pure: file maps in, data out.
import { parse } from 'yaml';
import { flowPartName } from '../ui/flowParts.ts';
import { partnerChain } from './partnerSettings.ts';

export interface PartnerColors {
  background: string;
  bubble: string;
  text: string;
}

export interface PartnerInfo {
  name: string;
  title: string;
  route: string;
  colors: PartnerColors;
}

export interface StepInfo {
  id: string;
  /** The etapa as an editor reads it: the part of the conversation, its position, its first words. */
  label: string;
  flowFile: string;
  /** The flow's texts (every partner's unless overridden). */
  say: string[];
}

export interface ChangedText {
  partner: string | null;
  partnerTitle: string;
  step: string;
  label: string;
  before: string[];
  after: string[];
  colors: PartnerColors;
}

type Files = Record<string, string>;
type Yaml = Record<string, unknown>;

function read(files: Files, path: string): Yaml {
  const text = files[path];
  if (text === undefined) return {};
  try {
    const data = parse(text, { uniqueKeys: false }) as unknown;
    return data !== null && typeof data === 'object' ? (data as Yaml) : {};
  } catch {
    return {};
  }
}

const asTexts = (value: unknown): string[] | undefined =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/** A text without its markup, short: for labels and lists. */
export function plainText(text: string, max = 70): string {
  const plain = text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

export function listSteps(files: Files): StepInfo[] {
  const out: StepInfo[] = [];
  for (const path of Object.keys(files).sort()) {
    const match = /^flows\/([^/]+)\.ya?ml$/.exec(path);
    if (!match) continue;
    const steps = read(files, path).steps;
    if (!steps || typeof steps !== 'object') continue;
    let position = 0;
    for (const [id, step] of Object.entries(steps as Yaml)) {
      const say = asTexts((step as Yaml | null)?.say);
      if (!say || say.length === 0) continue;
      position += 1;
      const part = flowPartName(match[1]);
      out.push({ id, flowFile: path, say, label: `${part} · etapa ${position}: “${plainText(say[0], 50)}”` });
    }
  }
  return out;
}

function theme(files: Files, name: string): Yaml {
  const own = read(files, `variants/${name}.yaml`).theme as Yaml | undefined;
  const base = read(files, 'variants/defaults.yaml').theme as Yaml | undefined;
  return { ...(base ?? {}), ...(own ?? {}) };
}

export function partnerColors(files: Files, name: string | null): PartnerColors {
  const t = theme(files, name ?? 'defaults');
  return {
    background: String(t.background ?? '#263238'),
    bubble: String(t.primaryBackground ?? '#0b6bcb'),
    text: String(t.primaryForeground ?? '#ffffff'),
  };
}

export function listPartners(files: Files): PartnerInfo[] {
  return Object.keys(files)
    .map((path) => /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'defaults')
    .sort()
    .map((name) => {
      const data = read(files, `variants/${name}.yaml`);
      return { name, title: String(data.title ?? name), route: String(data.route ?? `/${name}`), colors: partnerColors(files, name) };
    });
}

/** The partner's own override of the etapa's texts (along `extends`), or undefined. */
export function partnerOverride(files: Files, partner: string, stepId: string): string[] | undefined {
  for (const { data } of partnerChain(files, partner)) {
    const own = asTexts((data.texts as Yaml | undefined)?.[stepId]);
    if (own) return own;
  }
  return undefined;
}

/** What the partner's visitors read at this etapa (no partner: the flow's own texts). */
export function effectiveTexts(files: Files, partner: string | null, step: StepInfo): string[] {
  return (partner && partnerOverride(files, partner, step.id)) || step.say;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

/**
 * Each text a draft changes, before and after: a changed flow text once for everyone (in the
 * company's colours), a changed partner file once per etapa whose texts its visitors see differ.
 */
export function changedTexts(before: Files, after: Files, changedPaths: readonly string[]): ChangedText[] {
  const steps = listSteps(after);
  const stepsBefore = new Map(listSteps(before).map((step) => [step.id, step]));
  const out: ChangedText[] = [];
  const partners = new Map(listPartners(after).map((p) => [p.name, p]));
  for (const path of changedPaths) {
    const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
    const isFlow = /^flows\/[^/]+\.ya?ml$/.test(path) && !path.startsWith('flows/tests/');
    if (!isFlow && (!partner || partner === 'defaults')) continue;
    for (const step of steps) {
      if (isFlow && step.flowFile !== path) continue;
      const old = stepsBefore.get(step.id);
      // A partner file's change is its own texts', not the flow's (listed once, for everyone).
      if (partner && same(partnerOverride(before, partner, step.id) ?? [], partnerOverride(after, partner, step.id) ?? [])) continue;
      const was = partner ? effectiveTexts(before, partner, old ?? step) : (old?.say ?? []);
      const now = partner ? effectiveTexts(after, partner, step) : step.say;
      if (same(was, now)) continue;
      const info = partner ? partners.get(partner) : undefined;
      const colors = partnerColors(after, partner ?? null);
      out.push({
        partner: partner ?? null,
        partnerTitle: info?.title ?? 'Todos os parceiros',
        step: step.id,
        label: step.label,
        before: was,
        after: now,
        colors,
      });
    }
  }
  return out;
}
