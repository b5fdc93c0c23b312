import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { GENERATED_DIR, generateTypes } from '../../scripts/flows-types.ts';
import { generateStudioTypes } from '../../scripts/generate-studio-types.ts';
import { PROJECT_ROOT } from './helpers.ts';

it('src/generated matches the schemas and flows (else run npm run flows:types)', async () => {
  const { files } = await generateTypes(PROJECT_ROOT);
  const stale = Object.entries(files)
    .filter(([name, contents]) => {
      const path = join(PROJECT_ROOT, GENERATED_DIR, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== contents;
    })
    .map(([name]) => `${GENERATED_DIR}/${name}`);
  expect(stale, 'generated files are stale: run npm run flows:types').toEqual([]);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['flow.ts', 'variant.ts', 'state.ts', 'names.ts']));
});

it('studio/contract/generated matches schemas/studio (else run npm run flows:types)', async () => {
  const files = await generateStudioTypes(PROJECT_ROOT);
  const stale = Object.entries(files)
    .filter(([path, contents]) => !existsSync(join(PROJECT_ROOT, path)) || readFileSync(join(PROJECT_ROOT, path), 'utf8') !== contents)
    .map(([path]) => path);
  expect(stale, 'generated files are stale: run npm run flows:types').toEqual([]);
  expect(Object.keys(files)).toEqual(['studio/contract/generated/studioApi.ts']);
});
