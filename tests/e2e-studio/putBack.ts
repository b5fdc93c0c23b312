// Studio tests write the real content files through the studio: each spec names the files it may
// touch, and every one is put back, byte for byte, after each test.
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';

export const ROOT = process.cwd();

/** The project file's text now. */
export const read = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

/** Registers the put-back and returns each file's text as it was before the spec. */
export function putBackAfterEach(files: readonly string[]): Map<string, string> {
  const originals = new Map(files.map((file) => [file, read(file)]));
  test.afterEach(() => {
    for (const [file, text] of originals) if (read(file) !== text) writeFileSync(`${ROOT}/${file}`, text);
  });
  return originals;
}
