// The studio's edit engine on fixture YAML: minimal edits, the compile gate, 409, the path guard.
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEdits, contentHash } from '../../../studio/edit/index.ts';
import { copyFixture, copyProjectContent } from './studioFixture.ts';

let project: ReturnType<typeof copyFixture>;
afterEach(() => project?.remove());

/** The lines that differ, as [line number, before, after]. */
function changedLines(before: string, after: string): Array<[number, string | undefined, string | undefined]> {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: Array<[number, string | undefined, string | undefined]> = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push([i + 1, a[i], b[i]]);
  return out;
}

describe('applyEdits keeps every byte outside the edited value', () => {
  it('replaces a double-quoted text in place, keeping its quotes and trailing comment', async () => {
    project = copyFixture();
    const before = project.read('flows/intro.yaml');
    const result = await applyEdits(project.root, { edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'say'], value: 'Oi! Tudo bem?' }] });
    expect(result).toMatchObject({ status: 200, written: true });
    const after = project.read('flows/intro.yaml');
    expect(changedLines(before, after)).toEqual([
      [7, '    say: "Olá! 👋 Que bom ter você aqui."   # spec section 2', '    say: "Oi! Tudo bem?"   # spec section 2'],
    ]);
  });

  it('keeps single quotes and plain style, and edits one bubble of several', async () => {
    project = copyFixture();
    const before = project.read('flows/intro.yaml');
    await applyEdits(project.root, {
      edits: [
        { file: 'flows/intro.yaml', path: ['steps', 'ask-name', 'say', 0], value: "Vamos lá? É rapidinho, é d'boa" },
        { file: 'flows/intro.yaml', path: ['steps', 'ask-name', 'say', 1], value: 'Como você se chama?' },
        { file: 'flows/intro.yaml', path: ['steps', 'choose', 'options', 1, 'label'], value: 'FALAR COM ESPECIALISTAS' },
        { file: 'flows/intro.yaml', path: ['steps', 'ask-name', 'input', 'placeholder'], value: 'Nome completo' },
      ],
    });
    expect(changedLines(before, project.read('flows/intro.yaml'))).toEqual([
      [12, "      - 'Vamos começar?'", "      - 'Vamos lá? É rapidinho, é d''boa'"],
      [13, '      - Qual é o seu nome?', '      - Como você se chama?'],
      [17, '      placeholder: Seu nome', '      placeholder: Nome completo'],
      [26, "      - label: 'FALAR COM OS ESPECIALISTAS'", "      - label: 'FALAR COM ESPECIALISTAS'"],
    ]);
  });

  it('creates a variant override as one new line in the style of its neighbours, and reset removes exactly that line', async () => {
    project = copyFixture();
    const original = project.read('variants/parceiro.yaml');
    const created = await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'bye'], value: 'Até logo, parceiro!' }] });
    expect(created).toMatchObject({ status: 200, written: true });
    const withOverride = project.read('variants/parceiro.yaml');
    expect(withOverride).toBe(original + '  bye: "Até logo, parceiro!"\n');
    if (created.status === 200) {
      expect(created.files[0].diff[0].lines.filter((l) => l.startsWith('+') || l.startsWith('-'))).toEqual(['+  bye: "Até logo, parceiro!"']);
    }

    const reset = await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'bye'], remove: true }] });
    expect(reset).toMatchObject({ status: 200, written: true });
    expect(project.read('variants/parceiro.yaml')).toBe(original);
  });

  it('resetting the last override removes the emptied texts: map and nothing else', async () => {
    project = copyFixture();
    const original = project.read('variants/parceiro.yaml');
    await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], remove: true }] });
    expect(project.read('variants/parceiro.yaml')).toBe(original.replace('texts:\n  hello: "Olá, <b>parceiro</b>! 👋"   # the partner\'s own greeting\n', ''));
  });

  it('adds a messages: map for a first field-message override and changes a variant setting in place', async () => {
    project = copyFixture();
    const original = project.read('variants/parceiro.yaml');
    await applyEdits(project.root, {
      edits: [
        { file: 'variants/parceiro.yaml', path: ['messages', 'required'], value: 'Falta este campo, parceiro!' },
        { file: 'variants/parceiro.yaml', path: ['brand'], value: 'parceiro2' },
        { file: 'variants/parceiro.yaml', path: ['campanhaId'], value: 427 },
      ],
    });
    const expected = original
      .replace('campanhaId: 426', 'campanhaId: 427')
      .replace('brand: "parceiro"  # logo', 'brand: "parceiro2"  # logo')
      .concat('messages:\n  required: "Falta este campo, parceiro!"\n');
    expect(project.read('variants/parceiro.yaml')).toBe(expected);
  });
});

describe("the variant view's edits on the real variants", () => {
  it('a theme colour in place, an inherited number and flag and a UI copy id for this variant only, then reset', async () => {
    project = copyProjectContent();
    const original = project.read('variants/rota99.yaml');
    const saved = await applyEdits(project.root, {
      edits: [
        { file: 'variants/rota99.yaml', path: ['theme', 'primaryForeground'], value: '#ffffff' },
        { file: 'variants/rota99.yaml', path: ['fakeLoad'], value: 900 },
        { file: 'variants/rota99.yaml', path: ['navBar'], value: false },
        { file: 'variants/rota99.yaml', path: ['ui', 'send'], value: 'Mandar' },
      ],
    });
    expect(saved).toMatchObject({ status: 200, written: true });
    const edited = project.read('variants/rota99.yaml');
    // The colour changes in place; the new entries come last, each on its own line.
    expect(edited).toBe(
      original.replace('primaryForeground: "#ffd400"', 'primaryForeground: "#ffffff"') + 'fakeLoad: 900\nnavBar: false\nui:\n  send: "Mandar"\n',
    );
    const reset = await applyEdits(project.root, {
      edits: ['fakeLoad', 'navBar']
        .map((key) => ({ file: 'variants/rota99.yaml', path: [key], remove: true as const }))
        .concat([{ file: 'variants/rota99.yaml', path: ['ui', 'send'], remove: true }]),
    });
    expect(reset).toMatchObject({ status: 200 });
    expect(project.read('variants/rota99.yaml')).toBe(original.replace('primaryForeground: "#ffd400"', 'primaryForeground: "#ffffff"'));
  });

  it('a setting of the wrong type, or an unknown UI copy id, is refused with the diagnostic', async () => {
    project = copyProjectContent();
    const before = project.snapshot();
    const wrongType = await applyEdits(project.root, { edits: [{ file: 'variants/rota99.yaml', path: ['fakeLoad'], value: 'rápido' }] });
    expect(wrongType.status).toBe(422);
    const unknownId = await applyEdits(project.root, { edits: [{ file: 'variants/rota99.yaml', path: ['ui', 'sendd'], value: 'Mandar' }] });
    expect(unknownId.status).toBe(422);
    expect(unknownId.ok ? '' : (unknownId as { report: string }).report).toMatch(/variants\/rota99\.yaml:\d+:\d+ .*sendd/);
    expect(project.snapshot()).toEqual(before);
  });
});

describe('applyEdits refuses', () => {
  it('an edit that adds an error: answers the diagnostic with file:line:col and did-you-mean, and leaves the file unchanged', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const result = await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value: 'Olá, {lead.nme}!' }] });
    expect(result.status).toBe(422);
    if (result.status !== 422) return;
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ file: 'variants/parceiro.yaml', line: 15, severity: 'error' });
    expect(result.diagnostics[0].message).toMatch(/lead\.nme.*did you mean "lead\.nome"/);
    expect(result.report).toMatch(/^variants\/parceiro\.yaml:15:\d+ {2}error {2}/);
    expect(project.snapshot()).toEqual(before);
  });

  it('a placeholder that would not read as text: {variant.desconto} says "true", the rate is meant', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const value = 'Ganhe {variant.desconto}% de desconto!';
    const result = await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value }] });
    expect(result.status).toBe(422);
    if (result.status !== 422) return;
    expect(result.report).toMatch(
      /^variants\/parceiro\.yaml:15:\d+ {2}error {2}.*"variant\.desconto" is a yes\/no value \(boolean\).*did you mean "variant\.descontoPercentual"/,
    );
    expect(project.snapshot()).toEqual(before);
  });

  it('an override for a step that does not exist, with did-you-mean', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const result = await applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'helo'], value: 'Oi' }] });
    expect(result.status).toBe(422);
    if (result.status === 422) expect(result.report).toMatch(/"helo".*did you mean "hello"/);
    expect(project.snapshot()).toEqual(before);
  });

  it('HTML outside the allow-list', async () => {
    project = copyFixture();
    const before = project.snapshot();
    const result = await applyEdits(project.root, {
      edits: [{ file: 'flows/intro.yaml', path: ['steps', 'bye', 'say'], value: 'Até <script>alert(1)</script>' }],
    });
    expect(result.status).toBe(422);
    if (result.status === 422) expect(result.report).toMatch(/flows\/intro\.yaml:30:\d+ +error .*<script>/);
    expect(project.snapshot()).toEqual(before);
  });

  it('a file changed on disk since the client read it (409), writing nothing', async () => {
    project = copyFixture();
    const read = contentHash(project.read('variants/parceiro.yaml'));
    // Someone saves the file in a text editor meanwhile.
    const edited = project.read('variants/parceiro.yaml').replace('compraId: 120', 'compraId: 121');
    writeFileSync(join(project.root, 'variants/parceiro.yaml'), edited);
    const result = await applyEdits(project.root, {
      edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value: 'Oi' }],
      hashes: { 'variants/parceiro.yaml': read },
    });
    expect(result).toMatchObject({ status: 409, conflicts: [{ file: 'variants/parceiro.yaml', hash: contentHash(edited) }] });
    expect(project.read('variants/parceiro.yaml')).toBe(edited);
  });

  it('paths outside flows/ and variants/ (403), conversation tests and symlinks included', async () => {
    project = copyFixture();
    const before = project.snapshot();
    symlinkSync(join(project.root, 'flows', 'intro.yaml'), join(project.root, 'variants', 'link.yaml'));
    for (const file of [
      'package.json',
      '../outside.yaml',
      'flows/../package.yaml',
      'flows/tests/intro.yaml',
      'schemas/flow.schema.json',
      '/etc/passwd',
      'variants/link.yaml',
    ]) {
      const result = await applyEdits(project.root, { edits: [{ file, path: ['texts', 'hello'], value: 'x' }] });
      expect(result.status, file).toBe(403);
    }
    const snapshot = project.snapshot();
    delete snapshot['variants/link.yaml'];
    expect(snapshot).toEqual(before);
  });

  it('structural edits of flow files (only texts are editable there)', async () => {
    project = copyFixture();
    const result = await applyEdits(project.root, { edits: [{ file: 'flows/intro.yaml', path: ['steps', 'hello', 'next'], value: 'bye' }] });
    expect(result.status).toBe(400);
    const missing = await applyEdits(project.root, { edits: [{ file: 'flows/intro.yaml', path: ['steps', 'nope', 'say'], value: 'x' }] });
    expect(missing.status).toBe(400);
  });
});

describe('concurrent saves', () => {
  it('two saves from the same read: the first writes, the second gets 409, and no temporary file is left', async () => {
    project = copyFixture();
    const read = contentHash(project.read('variants/parceiro.yaml'));
    const save = (value: string) =>
      applyEdits(project.root, { edits: [{ file: 'variants/parceiro.yaml', path: ['texts', 'hello'], value }], hashes: { 'variants/parceiro.yaml': read } });
    const [first, second] = await Promise.all([save('Primeiro'), save('Segundo')]);
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(project.read('variants/parceiro.yaml')).toContain('  hello: "Primeiro"   #');
    expect(readdirSync(join(project.root, 'variants')).filter((name) => !name.endsWith('.yaml'))).toEqual([]);
  });
});
