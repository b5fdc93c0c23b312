// The generated JSON Schema layer the flow and variant files' `$schema` lines point at: an IDE
// validating with it accepts the real files and underlines a misspelt name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import flowSchema from '../../schemas/flow.schema.json' with { type: 'json' };
import variantSchema from '../../schemas/variant.schema.json' with { type: 'json' };
import planTypeSchema from '../../schemas/plan-type.schema.json' with { type: 'json' };
import { PROJECT_ROOT } from './helpers.ts';

const generated = (name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'generated', name), 'utf8')) as object;

/** As the YAML language server does: the generated file at its own place, its $ref relative to it. */
function validator(name: string, base: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(planTypeSchema);
  ajv.addSchema(base);
  return ajv.compile({ ...generated(name), $id: `https://consorcio.example/src/generated/${name}` });
}

const yamlFiles = (dir: string) =>
  readdirSync(join(PROJECT_ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(PROJECT_ROOT, dir, f), 'utf8') }));

describe('the generated $schema layer', () => {
  const flows = validator('flow.names.schema.json', flowSchema);
  const variants = validator('variant.names.schema.json', variantSchema);

  it('is what every flow and variant file points at, and accepts them all', () => {
    for (const { file, text } of yamlFiles('flows')) {
      expect(text, file).toMatch(/^# yaml-language-server: \$schema=\.\.\/src\/generated\/flow\.names\.schema\.json$/m);
      expect(flows(parse(text)) ? [] : flows.errors, file).toEqual([]);
    }
    for (const { file, text } of yamlFiles('variants')) {
      expect(text, file).toMatch(/^# yaml-language-server: \$schema=\.\.\/src\/generated\/variant\.names\.schema\.json$/m);
      expect(variants(parse(text)) ? [] : variants.errors, file).toEqual([]);
    }
  });

  it('underlines a misspelt step id, validator, state path and guard, and a variant text for no step', () => {
    const step = { say: 'x', input: { field: 'lead.emial', validate: ['emial'] }, next: [{ when: 'hasDiscont', to: 'lead-add-phon' }] };
    expect(flows({ steps: { 'lead-add-email': step } })).toBe(false);
    const paths = flows.errors!.filter((e) => e.keyword === 'enum').map((e) => e.instancePath);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/steps/lead-add-email/input/field',
        '/steps/lead-add-email/input/validate/0',
        '/steps/lead-add-email/next/0/when',
        '/steps/lead-add-email/next/0/to',
      ]),
    );
    expect(variants({ texts: { 'lead-add-emial': 'Oi' } })).toBe(false);
  });
});
