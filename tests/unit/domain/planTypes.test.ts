import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES, isPlanType } from '../../../src/domain/planTypes.ts';

const schema = JSON.parse(readFileSync('schemas/plan-type.schema.json', 'utf8')) as { enum: string[] };

describe('plan types', () => {
  it('are the schema list, in its order (the domain names each one; tsc fails on a new one)', () => {
    expect(PLAN_TYPES).toEqual(schema.enum);
    expect(isPlanType('CREDITO_PAGAMETADE')).toBe(true);
    expect(isPlanType('CREDITO_PAGA_METADE')).toBe(false);
  });
});
