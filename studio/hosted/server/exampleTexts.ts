// A text as a visitor would read it in the example situation (sampleState.ts): each
// `{lead.nome}`-style placeholder filled by the chat's own interpolator (src/engine/interpolate.ts)
// from the sample state and the partner's compiled settings ({variant.descontoPercentual} is the
// compiler's, from the company rule), kept apart as an "example" piece so the review can mark it.
// The partners' settings are compiled once per commit (a commit's files never change).
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
import { sampleState } from './sampleState.ts';

/** A piece of a text as shown: as written, or (example) a value of the example situation. */
export interface ShownPiece {
  text: string;
  example?: true;
}

type Variants = Record<string, ResolvedVariant>;

const KEEP = 8;
const compiled = new Map<string, Variants>();
let root: string | undefined;

/** The partners' compiled settings at this commit (none when it does not compile). */
export function variantsAt(commit: string, files: Record<string, string>): Variants {
  const known = compiled.get(commit);
  if (known) return known;
  // An empty folder as the compiler's root: nothing of the server's own checkout is read.
  root ??= mkdtempSync(join(tmpdir(), 'estudio-exemplo-'));
  const variants = compileFlows({ root, files }).variants ?? {};
  compiled.set(commit, variants);
  if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value as string);
  return variants;
}

/** What the example situation's texts read: its state, the partner's settings, the rules' numbers. */
export function exampleValues(variants: Variants, partner: string | null): unknown {
  const state = mergeDeep(initialState() as unknown as Record<string, unknown>, sampleState) as unknown as ConversationState;
  // No partner: the company's own page (the variant at "/"), as a visitor of the site reads it.
  const variant = partner ? variants[partner] : Object.values(variants).find((one) => one.route === '/');
  return variant ? textValues(state, variant) : state;
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
  // Only a text reading a partner's setting needs the partners compiled.
  const reads = changes.some((change) => [...change.before, ...change.after].some((text) => text.includes('{variant.')));
  const was = reads ? variantsAt(versions.before.commit, versions.before.files) : {};
  const now = reads ? variantsAt(versions.after.commit, versions.after.files) : {};
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
