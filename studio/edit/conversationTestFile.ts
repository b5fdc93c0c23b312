// Writes a conversation test the studio recorded into flows/tests/<name>.yaml, only when
// `npm run flows:test` would accept and pass it: the file is checked against the conversation-test
// schema and the flows (the runner's own loader) and run, against the files as they are now. An
// existing file is replaced only with the hash it was read at, a new one written only while it does
// not exist (hash null), else 409, like any content edit.
import { existsSync, lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../scripts/compiler/diagnostics.ts';
import { formatDiagnostics } from '../../scripts/compiler/diagnostics.ts';
import { TESTS_DIR } from '../../scripts/conversation-tests/loadTests.ts';
import { runFlowTests } from '../../scripts/conversation-tests/runFlowTests.ts';
import { serialized, type EditOutcome } from './applyEdits.ts';
import { contentHash, readAllContent, writeAtomic } from './contentFiles.ts';
import { lineDiff } from './lineDiff.ts';
import { TEST_NAME } from './undoTestFile.ts';
import type { TestFileRequest as EndpointTestFileRequest } from '../contract/generated/studioApi.ts';

/** The endpoint's request; its `hash` is the version the file was read at, null for a new file (the
 * endpoint requires it: 428 without; left out, as null). */
export type TestFileRequest = Omit<EndpointTestFileRequest, 'hash'> & { hash?: string | null };

export async function writeConversationTest(root: string, request: TestFileRequest): Promise<EditOutcome> {
  if (typeof request?.name !== 'string' || !TEST_NAME.test(request.name)) {
    return { status: 400, ok: false, error: 'O nome do arquivo de teste tem letras minúsculas, dígitos e hífens: carousel-journey.' };
  }
  if (typeof request.text !== 'string' || request.text.trim() === '') return { status: 400, ok: false, error: 'O teste está vazio.' };
  const file = `${TESTS_DIR}/${request.name}.yaml`;
  const target = join(root, file);
  return serialized(root, async (): Promise<EditOutcome> => {
    const exists = existsSync(target);
    // A symlink could point the write outside the tests folder.
    if (exists && lstatSync(target).isSymbolicLink()) return { status: 403, ok: false, error: `${file} é um link simbólico.` };
    const before = exists ? readFileSync(target, 'utf8') : '';
    if (exists && contentHash(before) !== request.hash) {
      return {
        status: 409,
        ok: false,
        error: `${file} já existe (ou mudou desde que foi lido): escolha outro nome ou leia o arquivo de novo.`,
        conflicts: [{ file, hash: contentHash(before) }],
      };
    }
    // Read at a hash, and gone since: not recreated behind the back of whoever deleted it.
    if (!exists && typeof request.hash === 'string') {
      return { status: 409, ok: false, error: `${file} não existe mais desde que foi lido: nada foi gravado.`, conflicts: [{ file, hash: '' }] };
    }
    const change = { file, hash: contentHash(request.text), before, after: request.text, diff: lineDiff(before, request.text) };
    // Only this file's tests are loaded and run: the map holds the content files and it alone.
    const run = await runFlowTests({ root, files: { ...readAllContent(root), [file]: request.text } });
    const problems: Diagnostic[] = [
      ...run.diagnostics.filter((d) => d.severity === 'error'),
      ...run.results
        .filter((r) => r.status === 'failed' && r.failure)
        .map(
          (r): Diagnostic => ({
            file: r.failure!.item.file,
            line: r.failure!.item.line,
            col: r.failure!.item.col,
            severity: 'error',
            message: `test "${r.test.name}" fails: ${r.failure!.message.split('\n')[0]}`,
          }),
        ),
    ];
    if (problems.length > 0 || run.results.length === 0) {
      const diagnostics = problems.length > 0 ? problems : [{ file, line: 1, col: 1, severity: 'error' as const, message: 'the file holds no test' }];
      return {
        status: 422,
        ok: false,
        error: 'O flows:test não passaria com este arquivo; nada foi gravado.',
        diagnostics,
        report: formatDiagnostics(diagnostics),
        files: [change],
      };
    }
    mkdirSync(join(root, TESTS_DIR), { recursive: true });
    writeAtomic(target, request.text);
    return { status: 200, ok: true, written: true, files: [change] };
  });
}
