// The full gate's findings as an editor reads them, in Portuguese: which file in words (a partner,
// the conversation, a set of conversation tests), which conversation test failed, at which of its
// steps, after which move, what it expected and what the chat said. The developer's form
// (file:line:col and the harness's or compiler's own message) stays in `detail`.
import type { Diagnostic } from '../../../scripts/compiler/index.ts';
import type { TestItem, TestResult } from '../../../scripts/conversation-tests/index.ts';
import { flowPartName } from '../ui/flowParts.ts';
import { diagnosticInWords } from './diagnosticWords.ts';

export interface GateFailure {
  kind: 'regra' | 'teste';
  /** The whole finding in Portuguese. */
  message: string;
  /** A rule's diagnostic code (Diagnostic.code), when the compiler gave one. */
  code?: string;
  file: string;
  line: number;
  col: number;
  /** For developers: file:line:col and the original message. */
  detail: string;
  /** A failed conversation test: its name, the step (1-based) of the test that failed, what it expected, what the chat said. */
  test?: string;
  step?: number;
  expected?: string;
  chatSaid?: string[];
}

const stem = (path: string) => path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');

const IN: Record<string, string> = { o: 'no', a: 'na', os: 'nos', as: 'nas' };

/** A content file as editors name it ("o parceiro rota99"), or where in it ("no parceiro rota99"). */
export function fileInWords(path: string, where = false): string {
  const [article, noun] = fileNoun(path);
  return `${where ? IN[article] : article} ${noun}`;
}

function fileNoun(path: string): [string, string] {
  if (path === 'variants/defaults.yaml') return ['as', 'configurações comuns a todos os parceiros'];
  if (path.startsWith('variants/')) return ['o', `parceiro ${stem(path)}`];
  if (path.startsWith('flows/tests/')) return ['os', `testes de conversa “${stem(path)}”`];
  if (path.startsWith('flows/')) return ['a', `conversa “${flowPartName(stem(path))}”`];
  return ['o', `arquivo ${path}`];
}

/** "a, b e c". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

export function conflictInWords(paths: readonly string[]): string {
  return `O rascunho e a versão publicada mudaram os mesmos textos ${listInWords(paths.map((path) => fileInWords(path, true)))}. Nada foi enviado: atualize o rascunho com a versão publicada e confira esses textos antes de continuar.`;
}

/** A compiler diagnostic found in `files`, in words (diagnosticWords.ts). */
export function ruleInWords(d: Diagnostic, files: Readonly<Record<string, string>>): GateFailure {
  const { message, detail } = diagnosticInWords(d, files);
  return { kind: 'regra', message, ...(d.code ? { code: d.code } : {}), file: d.file, line: d.line, col: d.col, detail };
}

const quoted = (value: unknown) => `“${String(value)}”`;
const isPattern = (value: unknown) => typeof value === 'string' && /^\/.+\/[a-z]*$/s.test(value);

/** What the failing step of a test expected. */
function expectedInWords(item: TestItem): string {
  const v = item.value as never;
  switch (item.kind) {
    case 'bot':
      return isPattern(v) ? `uma fala do chat no formato ${v}` : `que o chat dissesse ${quoted(v)}`;
    case 'no bot':
      return `que o chat não dissesse ${quoted(v)}`;
    case 'said':
      return `que o chat falasse na etapa ${quoted(v)}`;
    case 'at':
      return `que a conversa estivesse na etapa ${quoted(v)}`;
    case 'options':
      return `as opções ${listInWords((v as string[]).map(quoted))}`;
    case 'error':
      return `o aviso ${quoted(v)} no campo`;
    case 'opened':
      return v === 'specialists' ? 'que abrisse a conversa com os especialistas' : `que abrisse ${v}`;
    case 'click':
    case 'type':
    case 'choose':
    case 'reload':
      return `poder ${moveInWords(item)}`;
    default:
      return `${item.kind} ${JSON.stringify(v)}`;
  }
}

/** A visitor's move, as "clicar em “SIMULAR AGORA”". */
function moveInWords(item: TestItem): string {
  const v = item.value as { value?: unknown } | string;
  if (item.kind === 'click') return `clicar em ${quoted(v)}`;
  if (item.kind === 'type') return `escrever ${quoted(v)}`;
  if (item.kind === 'choose') return `escolher ${quoted(typeof v === 'object' ? v.value : v)}`;
  if (item.kind === 'reload') return 'recarregar a página';
  return item.kind;
}

export function testFailureInWords(result: TestResult): GateFailure {
  const failure = result.failure!;
  const { item, move } = failure;
  const index = result.test.items.indexOf(item);
  const step = index >= 0 ? index + 1 : 1;
  const after = move ? `, depois de ${moveInWords(move)}` : '';
  const expected = expectedInWords(item);
  const said = failure.botSince.length > 0 ? `o chat disse ${listInWords(failure.botSince.map(quoted))}` : 'o chat não disse nada';
  const message = `O teste de conversa ${quoted(result.test.name)} (${fileInWords(result.test.file)}) falhou no passo ${step}${after}: esperava ${expected}, mas ${said}.`;
  const detail = `${item.file}:${item.line}:${item.col} ${failure.message}`;
  return {
    kind: 'teste',
    message,
    file: item.file,
    line: item.line,
    col: item.col,
    detail,
    test: result.test.name,
    step,
    expected,
    chatSaid: failure.botSince,
  };
}
