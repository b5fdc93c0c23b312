// The edit engine behind the copy deck's command-line import (npm run copy:import): applies edits
// to the content files in memory, compiles the whole project with them, runs the conversation tests
// they can affect (conversationGate.ts), and writes the files (atomically) only when the edits add
// no problem (no error, nor a warning: CI checks with --strict) and fail no test — a test that only
// asserts words the edits reword is named with its new words, written too when the request says
// `updateTests`. Answers with an HTTP-like status in the body, so the CLI can say why in one place.
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { type Diagnostic, formatDiagnostics } from '../../scripts/compiler/diagnostics.ts';
import { ContentPathError, contentHash, contentPath, readAllContent, readConversationTests, writeContentAtomic } from './contentFiles.ts';
import type { RewrittenSteps } from './conversationGate.ts';
import { gateRefusal, editsScope } from './gateAnswer.ts';
import { lineDiff } from './lineDiff.ts';
import { editYaml, readYaml, renderEditPath, YamlEditError } from './yamlEdit.ts';
import type { ContentEdit, EditOutcome, EditRequest as ContractEditRequest, FileChange } from '../contract/generated/studioApi.ts';

// The request and answer shapes are the studio contract's, generated from schemas/studio.
export type { ContentEdit, EditOutcome, FileChange };

/** An edit request, whose `hashes` the engine checks (409) when given; the tests may leave them out. */
export type EditRequest = Omit<ContractEditRequest, 'hashes'> & Partial<Pick<ContractEditRequest, 'hashes'>>;

const CONVERSATION_TESTS_APART = 'Um teste de conversa só muda com os textos que ele confere (updateTests) ou pelo gravador de testes.';

/** What a write checks beyond the compiler. */
interface WriteChecks {
  dryRun: boolean;
  /** Write the proposed expectations of tests that only assert reworded words. */
  updateTests: boolean;
  /** The steps whose words the edits rewrite; undefined when not only those (messages, UI copy). */
  steps?: RewrittenSteps;
  /** A partner setting that is not words changes (false for the words-only edits of the inspector). */
  settings: boolean;
}

export async function applyEdits(root: string, request: EditRequest): Promise<EditOutcome> {
  return serialized(root, () => applyNow(root, request));
}

function applyNow(root: string, request: EditRequest): EditOutcome | Promise<EditOutcome> {
  if (!Array.isArray(request?.edits) || request.edits.length === 0) return { status: 400, ok: false, error: 'Nenhuma alteração no pedido.' };
  let current: Record<string, string>;
  const next: Record<string, string> = {};
  try {
    // A content file the studio will not read (a link, a folder, too big: issue 28 item 6) is a 403 too.
    current = readAllContent(root);
    for (const edit of request.edits) {
      contentPath(root, edit.file);
      if (edit.file.startsWith('flows/tests/')) return { status: 403, ok: false, error: CONVERSATION_TESTS_APART };
      if (!(edit.file in current)) return { status: 404, ok: false, error: `${edit.file} não existe.` };
      checkEditShape(edit, next[edit.file] ?? current[edit.file]);
      next[edit.file] = editYaml(next[edit.file] ?? current[edit.file], edit.path, edit.remove ? undefined : edit.value);
    }
  } catch (error) {
    return refusal(error);
  }
  const conflicts = Object.entries(request.hashes ?? {})
    .filter(([file, hash]) => file in next && contentHash(current[file]) !== hash)
    .map(([file]) => ({ file, hash: contentHash(current[file]) }));
  if (conflicts.length > 0) {
    return { status: 409, ok: false, error: `Mudou no disco desde que foi lido: ${conflicts.map((c) => c.file).join(', ')}; nada foi gravado.`, conflicts };
  }
  const checks = { dryRun: request.dryRun ?? false, updateTests: request.updateTests === true, ...editsScope(request.edits) };
  return compileAndWrite(root, current, next, checks);
}

async function compileAndWrite(root: string, current: Record<string, string>, next: Record<string, string>, checks: WriteChecks): Promise<EditOutcome> {
  let changed = Object.keys(next).filter((file) => next[file] !== current[file]);
  let files = changes(current, next, changed);
  if (changed.length === 0) return { status: 200, ok: true, written: false, files };

  const before = diagnosticsOf(root, current);
  const proposed = { ...current, ...next };
  const compiled = compileFlows({ root, files: proposed });
  const after = compiled.diagnostics;
  const added = newProblems(before, after);
  if (added.length > 0) {
    return { status: 422, ok: false, error: 'A alteração traria problemas; nada foi gravado.', diagnostics: added, report: formatDiagnostics(added), files };
  }
  // Loaded on first use: the tests run the app's code, which planning an import does not need.
  const { conversationGate } = await import('./conversationGate.ts');
  const gate = await conversationGate(root, proposed, { files: changed, steps: checks.steps, settings: checks.settings, compiled });
  const refused = gateRefusal(gate, checks.updateTests, files);
  if (refused) return refused;
  if (Object.keys(gate.updatedTests).length > 0) {
    Object.assign(current, readConversationTests(root));
    Object.assign(next, gate.updatedTests);
    changed = Object.keys(next).filter((file) => next[file] !== current[file]);
    files = changes(current, next, changed);
  }
  if (checks.dryRun) return { status: 200, ok: true, written: false, files };

  // The disk may have moved while compiling (an editor saving): never overwrite that.
  const onDisk = { ...readAllContent(root), ...readConversationTests(root) };
  const moved = changed.filter((file) => file in current && onDisk[file] !== current[file]);
  if (moved.length > 0) {
    return { status: 409, ok: false, error: `Mudou no disco ao gravar: ${moved.join(', ')}`, conflicts: moved.map((file) => ({ file, hash: '' })) };
  }
  for (const file of changed) writeContentAtomic(root, file, next[file]);
  lastCompiled = { key: compiledKey(root, proposed), diagnostics: after };
  return { status: 200, ok: true, written: true, files };
}

function changes(current: Record<string, string>, next: Record<string, string>, changed: readonly string[]): FileChange[] {
  return changed.map((file) => ({
    file,
    hash: contentHash(next[file]),
    before: current[file] ?? '',
    after: next[file],
    diff: lineDiff(current[file] ?? '', next[file]),
  }));
}

/** The diagnostics of the content as it is, remembered for the next edit of the same content
 * (each save would otherwise compile the unchanged project once more). */
let lastCompiled: { key: string; diagnostics: Diagnostic[] } | undefined;
function compiledKey(root: string, files: Record<string, string>): string {
  return contentHash(JSON.stringify([root, files]));
}
function diagnosticsOf(root: string, files: Record<string, string>): Diagnostic[] {
  const key = compiledKey(root, files);
  if (lastCompiled?.key !== key) lastCompiled = { key, diagnostics: compileFlows({ root, files }).diagnostics };
  return lastCompiled.diagnostics;
}

/** Problems in `after` that `before` did not have (matched by file and message: lines move with
 * edits). Warnings count too: `npm test` checks the flows with --strict, where they fail the build. */
function newProblems(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, number>();
  const key = (d: Diagnostic) => `${d.file}\u0000${d.message}`;
  for (const d of before) seen.set(key(d), (seen.get(key(d)) ?? 0) + 1);
  return after.filter((d) => {
    const left = seen.get(key(d)) ?? 0;
    if (left > 0) {
      seen.set(key(d), left - 1);
      return false;
    }
    return true;
  });
}

/** Flow files change only in their texts, and only where the text already is: structure (steps,
 * names, next) stays a code review's business. Variant files take any setting; the compile gate
 * checks them. */
const FLOW_TEXT_PATHS = [
  /^steps\.[a-z0-9-]+\.say(\[\d+\])?$/,
  /^steps\.[a-z0-9-]+\.options\[\d+\]\.label$/,
  /^steps\.[a-z0-9-]+\.input\.placeholder$/,
  /^steps\.[a-z0-9-]+\.title$/,
  /^messages\.[a-zA-Z0-9]+$/,
  /^ui\.[A-Za-z0-9_.-]+$/,
];

function checkEditShape(edit: ContentEdit, text: string): void {
  if (
    !Array.isArray(edit.path) ||
    edit.path.length === 0 ||
    !edit.path.every((s) => typeof s === 'string' || (typeof s === 'number' && Number.isInteger(s) && s >= 0))
  ) {
    throw new YamlEditError('O caminho é uma lista de chaves e índices.');
  }
  const value = edit.value;
  const valid =
    edit.remove === true
      ? value === undefined
      : typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'));
  if (!valid) throw new YamlEditError('Uma alteração grava um texto, um número, true/false ou uma lista de textos, ou remove (remove: true).');
  if (!edit.file.startsWith('flows/')) return;
  const where = renderEditPath(edit.path);
  if (edit.remove || !FLOW_TEXT_PATHS.some((re) => re.test(where))) {
    throw new YamlEditError(`${edit.file}: ${where} não é um texto que o estúdio edita (falas, rótulos, placeholders, dicas, mensagens, textos da interface).`);
  }
  const existing = readYaml(text, edit.path);
  if (existing === undefined) throw new YamlEditError(`${edit.file}: ${where} não existe.`);
  if (Array.isArray(value) ? !where.endsWith('.say') : typeof value !== 'string') {
    throw new YamlEditError(`${edit.file}: ${where} recebe um texto.`);
  }
}

function refusal(error: unknown): EditOutcome {
  if (error instanceof ContentPathError) return { status: 403, ok: false, error: error.message };
  if (error instanceof YamlEditError) return { status: 400, ok: false, error: error.message };
  throw error;
}

/** One edit at a time per project: two saves must not both read the same old file. */
const queues = new Map<string, Promise<unknown>>();
function serialized<T>(root: string, task: () => T): Promise<T> {
  const previous = queues.get(root) ?? Promise.resolve();
  const run = previous.then(task, task);
  queues.set(
    root,
    run.catch(() => undefined),
  );
  return run;
}
