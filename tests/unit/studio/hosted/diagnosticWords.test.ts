// The gate speaks the editor's language (issue 24 items 5 and 10): the compiler's real output on
// broken content — one case per family of diagnostic codes — becomes a Portuguese sentence with
// the place in words and the compiler's did-you-mean, keeping file:line:col and the original
// message in the details; a code without a sentence falls back to a generic one, never silently.
// One compile of the committed content per case, no server and no gate process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlows, type Diagnostic, strictify } from '../../../../scripts/compiler/index.ts';
import { loadRegistries } from '../../../../scripts/compiler/loadRegistries.ts';
import { loadTests } from '../../../../scripts/conversation-tests/loadTests.ts';
import { formatCheck } from '../../../../scripts/flows-check.ts';
import { diagnosticInWords, GENERIC_SENTENCE, SENTENCES } from '../../../../studio/hosted/gate/diagnosticWords.ts';
import { readContentFiles } from '../../../../studio/hosted/gate/treeFiles.ts';
import { createRunner } from '../../../../studio/hosted/git/runGit.ts';

const REPO_ROOT = join(import.meta.dirname, '../../../..');
type Files = Record<string, string>;

let published: Files;
/** Each problem with the content it was found in. */
let broken: Array<{ d: Diagnostic; files: Files }>;
let root: string;
let registries: Awaited<ReturnType<typeof loadRegistries>>['registries'];

interface Case {
  family: string;
  path: string;
  edit: (text: string) => string;
  code: string;
  /** What the editor reads: the place and the problem in Portuguese. */
  said: RegExp;
}

// Each family's mistake, on its own step or file (the broken YAML and the schema error in example
// situations, which stop none of the flow's checks), so that all of them go through one compile.
const CASES: Case[] = [
  {
    family: 'a registry name (step.*)',
    path: 'flows/lead.yaml',
    edit: (text) => text.replace('validate: [required, email, maxLength60]', 'validate: [required, emial, maxLength60]'),
    code: 'step.unregistered',
    said: /^Na etapa «Qual é o seu melhor e-mail\?» da conversa Cadastro, a verificação «emial» não existe — você quis dizer «email»\?$/,
  },
  {
    family: 'YAML syntax (yaml.*)',
    path: 'flows/fixtures/proposal-created.yaml',
    edit: (text) => text.replace('\ndescription:', '\n\tdescription:'),
    code: 'yaml.tab',
    said: /^Na situação de exemplo «proposal-created», perto da linha \d+, há uma tabulação no começo da linha: use espaços\.$/,
  },
  {
    family: 'the file schema (schema.*)',
    path: 'flows/fixtures/lead-saved.yaml',
    edit: (text) => text.replace('\ndescription:', '\ndescriptio:'),
    code: 'schema.unknown-key',
    said: /^Na situação de exemplo «lead-saved», «descriptio» não é um campo que exista aqui — você quis dizer «description»\?$/,
  },
  {
    family: 'the conversation graph (graph.*)',
    path: 'flows/lead.yaml',
    edit: (text) => text.replace('steps:\n', 'steps:\n  etapa-solta:\n    say: "Ninguém chega aqui."\n    end: true\n'),
    code: 'graph.unreachable',
    said: /^Na etapa «Ninguém chega aqui\.» da conversa Cadastro, nenhum caminho da conversa chega a esta etapa\.$/,
  },
  {
    family: 'a placeholder in a text (text.*)',
    path: 'flows/lead.yaml',
    edit: (text) => text.replace('"Qual é a sua renda mensal?"', '"Qual é a sua renda mensal, {lead.nomee}?"'),
    code: 'text.placeholder-unknown',
    said: /^Na etapa «Qual é a sua renda mensal, \{lead\.nomee\}\?» da conversa Cadastro, o campo entre chaves \{lead\.nomee\} não existe — você quis dizer «lead\.nome»\?$/,
  },
  {
    family: 'formatting marks (html.*)',
    path: 'flows/lead.yaml',
    edit: (text) => text.replace('"De quanto é o crédito que você precisa?"', '"De quanto é o <b>crédito que você precisa?"'),
    code: 'html.unclosed',
    said: /^Na etapa «De quanto é o crédito que você precisa\?» da conversa Cadastro, a marcação <b> foi aberta e não foi fechada\.$/,
  },
  {
    family: "a partner's greeting (greeting.*)",
    path: 'variants/rota99.yaml',
    edit: (text) => text.replace(/copy-message-1: ".*"/, 'copy-message-1: "Olá, motorista! Um texto sem as promessas."'),
    code: 'greeting.half-payment-missing',
    said: /^No texto do parceiro rota99 para a etapa «.+», a saudação de um parceiro da tabela Paga Metade precisa dizer «paga só metade da parcela até ser contemplado»\.$/,
  },
  {
    family: "a partner's file (variant.*)",
    path: 'variants/rota99.yaml',
    edit: (text) => text.replace('texts:\n', 'texts:\n  copy-mesage-1: "Oi"\n'),
    code: 'variant.text-unknown-step',
    said: /^No texto do parceiro rota99 para a etapa de código «copy-mesage-1», há um texto próprio para a etapa «copy-mesage-1», que não existe — você quis dizer «copy-message-1»\?$/,
  },
  {
    family: 'a conversation test (test.*)',
    path: 'flows/tests/intro.yaml',
    edit: (text) => text.replace('- at: copy-message-2', '- at: copy-mesage-2'),
    code: 'test.step-unknown',
    said: /^Nos testes de conversa «intro», o teste «.+» espera a etapa «copy-mesage-2», que não existe — você quis dizer «copy-message-2»\?$/,
  },
];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'palavras-'));
  // The committed content, read as the gate reads a draft: straight from git objects.
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  published = await readContentFiles(createRunner({ gitDir: join(REPO_ROOT, '.git') }), head);
  registries = (await loadRegistries(REPO_ROOT)).registries;
  const files = { ...published };
  for (const { path, edit } of CASES) {
    const text = edit(files[path]);
    expect(text, `${path}: the edit changed nothing`).not.toBe(files[path]);
    files[path] = text;
  }
  // The errors the strict gate finds, the conversation tests' own included.
  const compiled = compileFlows({ root, files, registries });
  const problems = strictify(compiled.diagnostics).filter((d) => d.severity === 'error');
  problems.push(...loadTests(root, { flow: compiled.flow, variants: compiled.variants }, files).diagnostics);
  broken = problems.map((d) => ({ d, files }));
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('each family of compiler diagnostics in the editor’s words', () => {
  it.each(CASES)('$family: $code', ({ path, code, said }) => {
    const found = broken.find(({ d }) => d.code === code && d.file === path);
    expect(found, JSON.stringify(broken.map(({ d }) => [d.code, d.message]))).toBeDefined();
    const { d, files } = found!;
    const words = diagnosticInWords(d, files);
    expect(words.message).toMatch(said);
    expect(words.known).toBe(true);
    // The developers' form, unchanged, behind the details.
    expect(words.detail).toBe(`${d.file}:${d.line}:${d.col} ${d.message}`);
  });

  it('every problem of the broken content has a code with a sentence: none goes unsaid', () => {
    for (const { d } of broken) expect(SENTENCES[d.code ?? ''], `${d.code}: ${d.message}`).toBeDefined();
  });
});

describe('a conversation part whose YAML does not parse', () => {
  it('names the etapa nearest the broken line and the line itself', () => {
    const text = published['flows/lead.yaml'].replace('"De quanto é o crédito que você precisa?"', '"De quanto é o crédito que você precisa?');
    const files = { ...published, 'flows/lead.yaml': text };
    const problem = compileFlows({ root, files, registries }).diagnostics.find((d) => d.file === 'flows/lead.yaml' && d.code?.startsWith('yaml.'));
    expect(problem).toBeDefined();
    // The line the parser blamed, and the step whose lines are above it: the one with the open quote.
    const line = text.split('\n').findIndex((l) => l.includes('"De quanto é o crédito')) + 1;
    expect(problem!.line).toBeGreaterThanOrEqual(line);
    const words = diagnosticInWords(problem!, files);
    expect(words.message).toMatch(new RegExp(`^Na etapa «De quanto é o crédito que você precisa\\??» da conversa Cadastro, perto da linha ${problem!.line}, `));
  });
});

describe('a diagnostic without a sentence', () => {
  it('says a generic Portuguese sentence with its place, and keeps the details', () => {
    const files = { 'flows/lead.yaml': published['flows/lead.yaml'] };
    for (const code of ['nova.regra', undefined]) {
      const d: Diagnostic = { file: 'flows/lead.yaml', line: 124, col: 5, severity: 'error', message: 'something new went wrong', code };
      const words = diagnosticInWords(d, files);
      expect(words.known).toBe(false);
      expect(words.message).toBe(`Na etapa «Qual é o seu melhor e-mail?» da conversa Cadastro, ${GENERIC_SENTENCE}.`);
      expect(words.detail).toBe('flows/lead.yaml:124:5 something new went wrong');
    }
  });
});

describe('the CLI', () => {
  it('prints the same JSON as before the codes: file, line, col, severity and message only', () => {
    const problems = broken.map(({ d }) => d);
    expect(problems.some((d) => d.code !== undefined)).toBe(true);
    const result = { ok: false, errors: problems.length, warnings: 0, elapsedMs: 1, diagnostics: problems, report: '', sources: [] };
    const printed = JSON.parse(formatCheck(result as never, 'json')) as { diagnostics: object[] };
    for (const d of printed.diagnostics) expect(Object.keys(d).sort()).toEqual(['col', 'file', 'line', 'message', 'severity']);
  });
});
