// Undo of a conversation test the studio saved (conversationTestFile.ts): deletes the file the save
// created, or puts back the text it replaced — only while the file is still what the save wrote
// (its hash), like the undo of a content edit. Kept apart from the writer, which loads the app.
import { existsSync, lstatSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TESTS_DIR } from '../../scripts/conversation-tests/loadTests.ts';
import { serialized, type EditOutcome } from './applyEdits.ts';
import { contentHash, writeAtomic } from './contentFiles.ts';
import { lineDiff } from './lineDiff.ts';

/** A file name the editor picks: lower-case words and dashes, no folders. */
export const TEST_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** flows/tests/<name>.yaml, or undefined for any other path. */
export function testFileName(file: string): string | undefined {
  const name = file.startsWith(`${TESTS_DIR}/`) && file.endsWith('.yaml') ? file.slice(TESTS_DIR.length + 1, -'.yaml'.length) : undefined;
  return name !== undefined && TEST_NAME.test(name) ? name : undefined;
}

/** `text` is what the save replaced: '' when it created the file. */
export async function undoTestFile(root: string, file: string, text: string, hash: string): Promise<EditOutcome> {
  if (testFileName(file) === undefined) return { status: 403, ok: false, error: `${file} não é um teste de conversa de ${TESTS_DIR}/.` };
  const target = join(root, file);
  return serialized(root, async (): Promise<EditOutcome> => {
    if (!existsSync(target)) return { status: 404, ok: false, error: `${file} não existe.` };
    if (lstatSync(target).isSymbolicLink()) return { status: 403, ok: false, error: `${file} é um link simbólico.` };
    const current = readFileSync(target, 'utf8');
    if (contentHash(current) !== hash) {
      return {
        status: 409,
        ok: false,
        error: `Mudou no disco desde que foi gravado: ${file}; nada foi desfeito.`,
        conflicts: [{ file, hash: contentHash(current) }],
      };
    }
    if (text === '') rmSync(target);
    else writeAtomic(target, text);
    return { status: 200, ok: true, written: true, files: [{ file, hash: contentHash(text), before: current, after: text, diff: lineDiff(current, text) }] };
  });
}
