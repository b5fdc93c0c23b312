// A text as a visitor would read it in the example situation (sampleState.ts): each
// `{lead.nome}`-style placeholder filled by the chat's own interpolator (src/engine/interpolate.ts)
// from the sample fixture's compiled state (the visitor's answers, as flows/fixtures/ writes them),
// what only the sandbox gives, and the partner's compiled settings ({variant.descontoPercentual} is
// the compiler's, from the company rule), kept apart as an "example" piece so the review can mark
// it. The content is compiled once per commit (a commit's files never change).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileFlows } from '../../../scripts/compiler/index.ts';
import { mergeDeep } from '../../../scripts/compiler/mergeVariants.ts';
import type { ConversationState, ResolvedVariant } from '../../../src/contracts/content.ts';
import { formatters } from '../../../src/engine/formatters.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import { interpolate, PLACEHOLDER } from '../../../src/engine/interpolate.ts';
import { textValues } from '../../../src/engine/textValues.ts';
import { SAMPLE_FIXTURE, sandboxSample } from './sampleState.ts';

/** A piece of a text as shown: as written, or (example) a value of the example situation. */
export interface ShownPiece {
  text: string;
  example?: true;
}

type Variants = Record<string, ResolvedVariant>;

/** What a commit's content gives the examples: the partners' settings and the situation's state. */
export interface ExampleContent {
  variants: Variants;
  state: ConversationState;
}

const KEEP = 8;
const compiled = new Map<string, ExampleContent>();
let root: string | undefined;

/** The partners' compiled settings and the example state at this commit (no partners when it does not compile). */
export function exampleContentAt(commit: string, files: Record<string, string>): ExampleContent {
  const known = compiled.get(commit);
  if (known) return known;
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  root ??= mkdtempSync(join(tmpdir(), 'estudio-exemplo-'));
  const result = compileFlows({ root, files });
  // A fixture that does not compile (or is gone) leaves the visitor's answers empty, as a fresh chat has them.
  const base = result.fixtures[SAMPLE_FIXTURE]?.state ?? initialState();
  const state = mergeDeep(base as unknown as Record<string, unknown>, sandboxSample) as unknown as ConversationState;
  const content = { variants: result.variants ?? {}, state };
  compiled.set(commit, content);
  if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value as string);
  return content;
}

/** What the example situation's texts read: its state, the partner's settings, the rules' numbers. */
export function exampleValues(content: ExampleContent, partner: string | null): unknown {
  // No partner: the company's own page (the variant at "/"), as a visitor of the site reads it.
  const variant = partner ? content.variants[partner] : Object.values(content.variants).find((one) => one.route === '/');
  return variant ? textValues(content.state, variant) : content.state;
}

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]);

/** The text in pieces, each placeholder replaced by its example value (marked); markup is left as written. */
export function shownPieces(text: string, values: unknown): ShownPiece[] {
  const pieces: ShownPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const at = match.index;
    if (at > from) pieces.push({ text: text.slice(from, at) });
    // The chat's own interpolation of this one placeholder: same paths, formatters and escaping.
    const value = interpolate(match[0], values, formatters, () => undefined);
    const before = text.slice(0, at);
    // Inside a tag (an address in href="…") the value is no text a visitor reads: not marked.
    const inTag = before.lastIndexOf('<') > before.lastIndexOf('>');
    pieces.push(inTag ? { text: value } : { text: unescape(value), example: true });
    from = at + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}

interface Version {
  commit: string;
  files: Record<string, string>;
}

/** Each change's texts before and after as shown in the example situation (review, textRoutes.ts). */
export function withExamples<T extends { partner: string | null; before: string[]; after: string[] }>(
  changes: readonly T[],
  versions: { before: Version; after: Version },
): Array<T & { beforeShown: ShownPiece[][]; afterShown: ShownPiece[][] }> {
  // Only a text with a placeholder needs the content compiled.
  const reads = changes.some((change) => [...change.before, ...change.after].some((text) => text.includes('{')));
  const none: ExampleContent = { variants: {}, state: initialState() };
  const was = reads ? exampleContentAt(versions.before.commit, versions.before.files) : none;
  const now = reads ? exampleContentAt(versions.after.commit, versions.after.files) : none;
  return changes.map((change) => {
    const valuesBefore = exampleValues(was, change.partner);
    const valuesAfter = exampleValues(now, change.partner);
    return {
      ...change,
      beforeShown: change.before.map((text) => shownPieces(text, valuesBefore)),
      afterShown: change.after.map((text) => shownPieces(text, valuesAfter)),
    };
  });
}
