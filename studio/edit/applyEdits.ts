// The edit engine behind the studio's save button and the copy deck import: applies edits to the
// content files in memory, compiles the whole project with them, runs the conversation tests they
// can affect (conversationGate.ts), and writes the files (atomically) only when the edits add no
// problem (no error, nor a warning: CI checks with --strict) and fail no test — a test that only
// asserts words the edits reword is named with its new words, written too when the request says
// `updateTests`. Answers like an HTTP endpoint would (status + body), so the dev-server endpoint
// and the CLI share it.
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { type Diagnostic, formatDiagnostics } from '../../scripts/compiler/diagnostics.ts';
import type { RegistryNames } from '../../scripts/compiler/registryNames.ts';
import { ContentPathError, contentHash, contentPath, readAllContent, readConversationTests, writeContentAtomic } from './contentFiles.ts';
import type { conversationGate, RewrittenSteps } from './conversationGate.ts';
import { gateRefusal, editsScope } from './gateAnswer.ts';
import { lineDiff } from './lineDiff.ts';
import { editYaml, readYaml, renderEditPath, YamlEditError } from './yamlEdit.ts';
import type { ContentEdit, EditOutcome, EditRequest as EndpointEditRequest, FileChange } from '../contract/generated/studioApi.ts';

// The request and answer shapes are the studio contract's, generated from schemas/studio: the
// endpoint checks requests against the same schemas before they reach the engine.
export type { ContentEdit, EditOutcome, FileChange };

/** An edit request, whose `hashes` the engine checks (409) when given; the copy deck CLI and the
 * tests may leave them out. */
export type EditRequest = Omit<EndpointEditRequest, 'hashes'> & Partial<Pick<EndpointEditRequest, 'hashes'>>;

export interface EngineOptions {
  /** Registered names the compiler checks against; the dev server passes none (text edits change no name). */
  registries?: RegistryNames;
  /** Loads the conversation-test gate, which runs the app's code: the dev server loads it through
   * Vite (its virtual modules); elsewhere (CLI, tests) a plain dynamic import. */
  loadGate?: GateLoader;
}

export type GateLoader = () => Promise<{ conversationGate: typeof conversationGate }>;

/** Not a literal: the bundle of vite.config.ts (which mounts the studio) must not pull the app in. */
const GATE_MODULE = './conversationGate.ts';
const importGate: GateLoader = () => import(/* @vite-ignore */ GATE_MODULE);

const CONVERSATION_TESTS_APART = 'Um teste de conversa só muda com os textos que ele confere (updateTests) ou pelo gravador de testes.';

/** What a write checks beyond the compiler. */
interface WriteChecks {
  dryRun: boolean;
  /** Run the conversation tests the change can affect (not for an undo: it puts back what passed). */
  tests: boolean;
  /** Write the proposed expectations of tests that only assert reworded words. */
  updateTests: boolean;
  /** The steps whose words the edits rewrite; undefined when not only those (messages, UI copy). */
  steps?: RewrittenSteps;
  /** A partner setting that is not words changes (false for the words-only edits of the inspector). */
  settings: boolean;
}

export async function applyEdits(root: string, request: EditRequest, options: EngineOptions = {}): Promise<EditOutcome> {
  return serialized(root, () => applyNow(root, request, options));
}

/** Writes a new content file (a new partner), refusing one that exists; same compile gate. */
export async function createContentFile(root: string, file: string, text: string, options: EngineOptions & { dryRun?: boolean } = {}): Promise<EditOutcome> {
  return serialized(root, () => {
    let current: Record<string, string>;
    try {
      contentPath(root, file);
      current = readAllContent(root);
    } catch (error) {
      return refusal(error);
    }
    if (file.startsWith('flows/tests/')) return { status: 403, ok: false, error: CONVERSATION_TESTS_APART };
    if (file in current) return { status: 409, ok: false, error: `${file} já existe.`, conflicts: [{ file, hash: contentHash(current[file]) }] };
    return compileAndWrite(root, current, { [file]: text }, options, { dryRun: options.dryRun ?? false, tests: true, updateTests: false, settings: true });
  });
}

/** Puts back a file's earlier text (the studio's undo), only if the file is still what the edit
 * wrote (`hash`), and through the same compile gate. */
export async function restoreContent(root: string, file: string, text: string, hash: string, options: EngineOptions = {}): Promise<EditOutcome> {
  return restoreContents(root, [{ file, text, hash }], options);
}

/** Puts back every file a write changed (a copy deck import writes several), all or none: refused
 * (409) if any of them is no longer what that write left (`hash`). */
export async function restoreContents(
  root: string,
  files: ReadonlyArray<{ file: string; text: string; hash: string }>,
  options: EngineOptions = {},
): Promise<EditOutcome> {
  return serialized(root, () => {
    if (
      !Array.isArray(files) ||
      files.length === 0 ||
      !files.every((f) => typeof f?.file === 'string' && typeof f.text === 'string' && typeof f.hash === 'string')
    ) {
      return { status: 400, ok: false, error: 'Envie os arquivos a desfazer como { file, text, hash }.' };
    }
    // A save may have updated conversation tests with its texts: the undo puts those back too.
    let current: Record<string, string>;
    try {
      for (const { file } of files) contentPath(root, file);
      current = { ...readAllContent(root), ...readConversationTests(root) };
    } catch (error) {
      return refusal(error);
    }
    const missing = files.find(({ file }) => !(file in current));
    if (missing) return { status: 404, ok: false, error: `${missing.file} não existe.` };
    const conflicts = files.filter(({ file, hash }) => contentHash(current[file]) !== hash).map(({ file }) => ({ file, hash: contentHash(current[file]) }));
    if (conflicts.length > 0) {
      return {
        status: 409,
        ok: false,
        error: `Mudou no disco desde que foi gravado: ${conflicts.map((c) => c.file).join(', ')}; nada foi desfeito.`,
        conflicts,
      };
    }
    return compileAndWrite(root, current, Object.fromEntries(files.map(({ file, text }) => [file, text])), options, {
      dryRun: false,
      tests: false,
      updateTests: false,
      settings: true,
    });
  });
}

function applyNow(root: string, request: EditRequest, options: EngineOptions): EditOutcome | Promise<EditOutcome> {
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
  const checks = { dryRun: request.dryRun ?? false, tests: true, updateTests: request.updateTests === true, ...editsScope(request.edits) };
  return compileAndWrite(root, current, next, options, checks);
}

async function compileAndWrite(
  root: string,
  current: Record<string, string>,
  next: Record<string, string>,
  options: EngineOptions,
  checks: WriteChecks,
): Promise<EditOutcome> {
  let changed = Object.keys(next).filter((file) => next[file] !== current[file]);
  let files = changes(current, next, changed);
  if (changed.length === 0) return { status: 200, ok: true, written: false, files };

  const before = diagnosticsOf(root, current, options);
  const proposed = { ...current, ...next };
  const compiled = compileFlows({ root, files: proposed, registries: options.registries });
  const after = compiled.diagnostics;
  const added = newProblems(before, after);
  if (added.length > 0) {
    return { status: 422, ok: false, error: 'A alteração traria problemas; nada foi gravado.', diagnostics: added, report: formatDiagnostics(added), files };
  }
  if (checks.tests) {
    const { conversationGate } = await (options.loadGate ?? importGate)();
    const gate = await conversationGate(root, proposed, { files: changed, steps: checks.steps, settings: checks.settings, compiled });
    const refused = gateRefusal(gate, checks.updateTests, files);
    if (refused) return refused;
    if (Object.keys(gate.updatedTests).length > 0) {
      const tests = readConversationTests(root);
      Object.assign(current, tests);
      Object.assign(next, gate.updatedTests);
      changed = Object.keys(next).filter((file) => next[file] !== current[file]);
      files = changes(current, next, changed);
    }
  }
  if (checks.dryRun) return { status: 200, ok: true, written: false, files };

  // The disk may have moved while compiling (an editor saving): never overwrite that.
  const onDisk = { ...readAllContent(root), ...readConversationTests(root) };
  const moved = changed.filter((file) => file in current && onDisk[file] !== current[file]);
  if (moved.length > 0) {
    return { status: 409, ok: false, error: `Mudou no disco ao gravar: ${moved.join(', ')}`, conflicts: moved.map((file) => ({ file, hash: '' })) };
  }
  for (const file of changed) writeContentAtomic(root, file, next[file]);
  lastCompiled = { key: compiledKey(root, proposed, options), diagnostics: after };
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
function compiledKey(root: string, files: Record<string, string>, options: EngineOptions): string {
  return contentHash(JSON.stringify([root, options.registries ?? null, files]));
}
function diagnosticsOf(root: string, files: Record<string, string>, options: EngineOptions): Diagnostic[] {
  const key = compiledKey(root, files, options);
  if (lastCompiled?.key !== key) lastCompiled = { key, diagnostics: compileFlows({ root, files, registries: options.registries }).diagnostics };
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
export function serialized<T>(root: string, task: () => T): Promise<T> {
  const previous = queues.get(root) ?? Promise.resolve();
  const run = previous.then(task, task);
  queues.set(
    root,
    run.catch(() => undefined),
  );
  return run;
}
