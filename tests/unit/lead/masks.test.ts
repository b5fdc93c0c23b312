import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import { parseBRL } from '../../../src/domain/money.ts';
import { leadMasks } from '../../../src/masks/lead/index.ts';

/** What the field shows after the visitor types these keys. */
function typed(name: keyof typeof leadMasks, keys: string): string {
  const mask = IMask.createMask(leadMasks[name](initialState()) as Parameters<typeof IMask.createMask>[0]);
  for (const key of keys) mask.append(key, { input: true, raw: true });
  return mask.value;
}

describe('lead masks', () => {
  it('phone: (##) #####-####, digits only, at most 11', () => {
    expect(typed('phone', '11987654321')).toBe('(11) 98765-4321');
    expect(typed('phone', '11a98765432199')).toBe('(11) 98765-4321');
  });

  it('money: R$ with thousands dots; only the comma starts centavos', () => {
    expect(typed('money', '50000')).toBe('R$ 50.000');
    expect(typed('money', '50.000')).toBe('R$ 50.000');
    expect(typed('money', '2520,5')).toBe('R$ 2.520,5');
    expect(parseBRL(typed('money', '2520,5'))).toBe(252_050);
    expect(typed('money', '')).toBe('');
  });
});
