// The merge by YAML key (issue 25 item 1), pure: on the real flows/lead.yaml, a `say:` and the
// `component:` under it changed by two people merge (git's line merge calls that a conflict) and
// every other byte stays; the same text changed two ways is a conflict naming the key with both
// versions. Property tests on generated small documents: an unchanged side gives the other side,
// clean merges are symmetric, and a conflict happens exactly when one key was changed differently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { mergeYamlKeys } from '../../../studio/edit/keyMerge.ts';

const LEAD = readFileSync(join(import.meta.dirname, '../../../flows/lead.yaml'), 'utf8');
const SAY = 'say: "Para começar, qual tipo de bem você quer conquistar?"';

describe('merge by key on flows/lead.yaml', () => {
  const ours = LEAD.replace(SAY, 'say: "Para começar, qual bem você quer?"');
  const theirs = LEAD.replace('component: categoryCarousel\n', 'component: categoryCards\n');

  it('merges a say and the component under it, changed on two sides, keeping every other byte', () => {
    const result = mergeYamlKeys(LEAD, ours, theirs);
    expect(result).toEqual({ clean: true, text: ours.replace('component: categoryCarousel\n', 'component: categoryCards\n') });
    const other = mergeYamlKeys(LEAD, theirs, ours);
    expect(other.clean && parse(other.text)).toEqual(result.clean && parse(result.text));
  });

  it('calls the same text changed two ways a conflict, with the base and both versions', () => {
    const result = mergeYamlKeys(LEAD, ours, LEAD.replace(SAY, 'say: "Qual bem?"'));
    expect(result).toEqual({
      clean: false,
      conflicts: [
        {
          key: ['steps', 'lead-select-category', 'say'],
          base: 'Para começar, qual tipo de bem você quer conquistar?',
          ours: 'Para começar, qual bem você quer?',
          theirs: 'Qual bem?',
        },
      ],
    });
  });

  it('writes a decided key with the others and says nothing is left open', () => {
    const decided = mergeYamlKeys(LEAD, ours, LEAD.replace(SAY, 'say: "Qual bem?"'), [{ key: ['steps', 'lead-select-category', 'say'], value: 'Qual bem?' }]);
    expect(decided).toEqual({ clean: true, text: LEAD.replace(SAY, 'say: "Qual bem?"') });
  });

  it('carries a new step in with its lines as written, and refuses a step removed on one side and changed on the other', () => {
    const added = LEAD.replace('  lead-greetings:\n', '  lead-extra:\n    say: "Uma etapa nova"\n    next: lead-greetings\n\n  lead-greetings:\n');
    const result = mergeYamlKeys(LEAD, ours, added);
    expect(result.clean && result.text).toContain(
      'next: lead-greetings\n\n  lead-extra:\n    say: "Uma etapa nova"\n    next: lead-greetings\n\n  lead-greetings:\n',
    );
    expect(result.clean && parse(result.text)).toEqual(
      parse(ours.replace('  lead-greetings:\n', '  lead-extra:\n    say: "Uma etapa nova"\n    next: lead-greetings\n\n  lead-greetings:\n')),
    );
    const data = parse(LEAD);
    delete data.steps['lead-select-category'];
    const removed = mergeYamlKeys(LEAD, ours, stringify(data));
    expect(removed.clean).toBe(false);
    expect(!removed.clean && removed.conflicts[0].key).toEqual(['steps', 'lead-select-category']);
  });

  it('keeps a file that does not parse as a conflict on the whole file', () => {
    const result = mergeYamlKeys(LEAD, ours, `${theirs}\n  : [`);
    expect(!result.clean && result.conflicts[0]).toMatchObject({ key: [], structure: expect.stringContaining('YAML') });
  });
});

// Generated documents: steps with a say (one text or bubbles) and options, and a partner's texts.
type Doc = { steps: Record<string, { say: string | string[]; options?: { label: string; next: string }[] }>; texts: Record<string, string> };
type Edit = { path: (string | number)[]; value: string | undefined };

const WORDS = ['Olá', 'Oi', 'Bem-vindo', 'Qual seu nome?', 'Sim', 'Não', 'Tchau'];
const word = fc.constantFrom(...WORDS);
const docArb: fc.Arbitrary<Doc> = fc.record({
  steps: fc.dictionary(
    fc.constantFrom('inicio', 'nome', 'fim'),
    fc.record(
      {
        say: fc.oneof(word, fc.array(word, { minLength: 2, maxLength: 3 })),
        options: fc.option(fc.array(fc.record({ label: word, next: fc.constantFrom('nome', 'fim') }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
      },
      { requiredKeys: ['say'] },
    ),
    { minKeys: 1, maxKeys: 3 },
  ),
  // `fixo` stays: a map a removal empties is dropped, as the studio's writer does.
  texts: fc.dictionary(fc.constantFrom('inicio', 'nome'), word, { maxKeys: 2 }).map((texts) => ({ fixo: 'Sempre', ...texts })),
});

/** The leaf keys a side may change: texts, bubbles, option labels, partner texts (and new partner texts). */
function leaves(doc: Doc): (string | number)[][] {
  const out: (string | number)[][] = [];
  for (const [id, step] of Object.entries(doc.steps)) {
    if (Array.isArray(step.say)) step.say.forEach((_, i) => out.push(['steps', id, 'say', i]));
    else out.push(['steps', id, 'say']);
    step.options?.forEach((_, i) => out.push(['steps', id, 'options', i, 'label']));
  }
  for (const key of ['inicio', 'nome', 'fim']) out.push(['texts', key]);
  return out;
}

function edited(doc: Doc, edits: Edit[]): Doc {
  const copy = structuredClone(doc) as unknown as Record<string, any>;
  for (const { path, value } of edits) {
    const parent = path.slice(0, -1).reduce((node, key) => node[key], copy);
    const last = path[path.length - 1];
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return copy as unknown as Doc;
}

/** A side's edits: a new word at some leaves; partner texts (never `fixo`) may also be removed. */
const sideArb = (doc: Doc) =>
  fc
    .subarray(leaves(doc), { maxLength: 3 })
    .chain((paths) =>
      fc.tuple(...paths.map((path) => (path[0] === 'texts' ? fc.option(word, { nil: undefined }) : word).map((value): Edit => ({ path, value })))),
    );

const caseArb = docArb.chain((doc) => fc.tuple(fc.constant(doc), sideArb(doc), sideArb(doc)));
const text = (doc: Doc) => stringify(doc);
const key = (path: readonly (string | number)[]) => path.join('.');
const valueIn = (doc: Doc, path: (string | number)[]) => path.reduce<any>((node, part) => node?.[part], doc);

describe('merge by key, properties', () => {
  it('merging with a side that changed nothing in the data gives the other side (and keeps that side’s comment)', () => {
    fc.assert(
      fc.property(caseArb, ([doc, , edits]) => {
        const base = text(doc);
        const commented = `# comentário de quem mantém o arquivo\n${base}`;
        const theirs = text(edited(doc, edits));
        const result = mergeYamlKeys(base, commented, theirs);
        expect(result.clean).toBe(true);
        if (!result.clean) return;
        expect(parse(result.text)).toEqual(parse(theirs));
        expect(result.text.startsWith('# comentário de quem mantém o arquivo\n')).toBe(true);
        expect(mergeYamlKeys(base, theirs, base)).toEqual({ clean: true, text: theirs });
      }),
      { numRuns: 40 },
    );
  });

  it('clean merges are symmetric, and a conflict happens exactly when one key got two different values', () => {
    fc.assert(
      fc.property(caseArb, ([doc, mine, theirsEdits]) => {
        const base = text(doc);
        const ours = edited(doc, mine);
        const theirs = edited(doc, theirsEdits);
        // What each side really changed: an edit that writes the value already there changes nothing.
        const real = (edits: Edit[]) => edits.filter((edit) => edit.value !== valueIn(doc, edit.path));
        const wanted = new Map(real(mine).map((edit) => [key(edit.path), edit.value]));
        const clash = real(theirsEdits).some((edit) => wanted.has(key(edit.path)) && wanted.get(key(edit.path)) !== edit.value);
        const one = mergeYamlKeys(base, text(ours), text(theirs));
        const other = mergeYamlKeys(base, text(theirs), text(ours));
        expect(one.clean).toBe(!clash);
        expect(other.clean).toBe(one.clean);
        if (one.clean && other.clean) {
          expect(parse(one.text)).toEqual(parse(other.text));
          expect(parse(one.text)).toEqual(parse(text(edited(ours, real(theirsEdits)))));
        } else if (!one.clean) {
          const contested = one.conflicts.map((conflict) => key(conflict.key));
          expect(contested.every((path) => wanted.has(path) && theirsEdits.some((edit) => key(edit.path) === path))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
