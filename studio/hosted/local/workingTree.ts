// A local save's last step: the changed files' bytes written into the developer's checkout. Paths
// were checked against the content allow-list already (checkChanges); here no folder on the way may
// be a symbolic link (a write must not leave the checkout), and each file is written to a
// temporary name then renamed, so an editor or a watcher never reads half a file.
import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InvalidPathError } from '../git/errors.ts';
import type { FileChange } from '../git/treeEdit.ts';

function assertNoLink(root: string, path: string): void {
  const segments = path.split('/');
  for (let depth = 1; depth <= segments.length; depth++) {
    const place = join(root, ...segments.slice(0, depth));
    let isLink = false;
    try {
      isLink = lstatSync(place).isSymbolicLink();
    } catch {
      return; // nothing there yet: nothing below it either
    }
    if (isLink) throw new InvalidPathError(path, 'a symbolic link is on the way');
  }
}

export function writeWorkingTree(root: string, files: readonly FileChange[]): void {
  for (const file of files) assertNoLink(root, file.path);
  for (const file of files) {
    const target = join(root, file.path);
    if (file.content === null) {
      rmSync(target, { force: true });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.studio-${process.pid}.tmp`;
    writeFileSync(temporary, typeof file.content === 'string' ? file.content : Buffer.from(file.content));
    renameSync(temporary, target);
  }
}
