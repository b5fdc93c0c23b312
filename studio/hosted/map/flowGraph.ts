// The draft's conversation as a map: its parts (flow files) in the order a conversation meets
// them, one box per step with the first words a chosen partner's visitors read there, one link per
// way out with why it is taken, and the steps no path reaches or that lead nowhere. Built from the
// gate's compile of the draft's files (never from disk), so hosted drafts and the local mode's
// folder are mapped alike. Ported from the old studio's studioData.ts and graph/buildGraph.ts.
import type { CompileResult } from '../../../scripts/compiler/index.ts';
import { successors } from '../../../scripts/compiler/checkGraph.ts';
import { yamlSource } from '../../../scripts/compiler/yamlSource.ts';
import type { ResolvedVariant, Step } from '../../../src/contracts/content.ts';
import { stepKind } from '../../../src/engine/stepKind.ts';
import { stepTexts } from '../../../src/engine/stepMessages.ts';
import { plainText } from '../server/contentTexts.ts';
import { flowPartName } from '../ui/flowParts.ts';
import { type LinkKind, waysOut } from './linksInWords.ts';
import { reachOrder } from './reach.ts';

export interface MapStep {
  id: string;
  file: string;
  line: number;
  kind: 'say' | 'input' | 'options' | 'component' | 'action';
  /** The first words the partner's visitors read here ('' for a silent step). */
  text: string;
  /** The draft editor lists it (it has texts to change). */
  hasTexts: boolean;
  isError: boolean;
  isEnd: boolean;
  unreachable: boolean;
  deadEnd: boolean;
}

export interface MapLink {
  from: string;
  to: string;
  kind: LinkKind;
  why: string;
}

export interface MapPart {
  file: string;
  /** The file's stem (payment): the map's key for it. */
  part: string;
  /** As editors name it (Pagamento). */
  name: string;
  steps: string[];
}

export interface FlowGraph {
  start: string;
  parts: MapPart[];
  steps: MapStep[];
  links: MapLink[];
}

const FLOW_FILE = /^flows\/([^/]+)\.ya?ml$/;

export function flowGraph(compiled: CompileResult, files: Readonly<Record<string, string>>, partner: string | null): FlowGraph {
  const variant: ResolvedVariant | undefined = partner ? compiled.variants[partner] : undefined;
  const byId = new Map<string, MapStep>();
  const parts: MapPart[] = [];
  for (const file of Object.keys(files).sort()) {
    const stem = FLOW_FILE.exec(file)?.[1];
    if (!stem) continue;
    const ids: string[] = [];
    for (const { key, line } of yamlSource(file, files[file]).keysAt(['steps'])) {
      const step = compiled.flow.steps[key];
      if (!step || byId.has(key)) continue;
      ids.push(key);
      byId.set(key, mapStep(key, file, line, step, variant));
    }
    if (ids.length > 0) parts.push({ file, part: stem, name: flowPartName(stem), steps: ids });
  }
  const steps = compiled.flow.steps;
  const order = reachOrder(compiled.flow.start, steps);
  const reached = new Set(order);
  for (const step of byId.values()) step.unreachable = !reached.has(step.id);
  const links = [...byId.keys()].flatMap((id) => waysOut(steps[id]).flatMap((way) => (byId.has(way.to) ? [{ from: id, ...way }] : [])));
  return { start: compiled.flow.start, parts: inConversationOrder(parts, order), steps: [...byId.values()], links };
}

function mapStep(id: string, file: string, line: number, step: Step, variant: ResolvedVariant | undefined): MapStep {
  const kind = stepKind(step);
  const texts = stepTexts(id, step, variant);
  return {
    id,
    file,
    line,
    // An action step that speaks shows as say: its texts are what the visitor reads.
    kind: kind === 'action' && step.say ? 'say' : kind,
    text: texts.length > 0 ? plainText(texts[0], 90) : '',
    hasTexts: step.say !== undefined,
    isError: step.error === true,
    isEnd: step.end === true,
    unreachable: false,
    deadEnd: step.end !== true && !step.input && !step.component && successors(step).length === 0,
  };
}

/** Parts in the order the conversation first enters them (parts it never enters last). */
function inConversationOrder(parts: MapPart[], order: readonly string[]): MapPart[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const firstMet = (p: MapPart) => Math.min(...p.steps.map((id) => rank.get(id) ?? Number.POSITIVE_INFINITY));
  return [...parts].sort((a, b) => firstMet(a) - firstMet(b));
}
