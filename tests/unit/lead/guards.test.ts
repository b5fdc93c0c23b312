import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import type { PluginContext } from '../../../src/engine/types.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { leadGuards } from '../../../src/guards/lead/index.ts';

function ctx(variant: Partial<ResolvedVariant>, tipoBem: string, isSimulateAgain = false): PluginContext {
  const state = initialState();
  return {
    state: { ...state, consorcio: { ...state.consorcio, tipoBem }, flags: { ...state.flags, isSimulateAgain } },
    variant: variant as ResolvedVariant,
  } as PluginContext;
}

describe('lead guards', () => {
  it('asksPlanType follows the variant and the asset', () => {
    expect(leadGuards.asksPlanType(ctx({ tipoTabela: 'completa' }, 'CARRO'))).toBe(true);
    expect(leadGuards.asksPlanType(ctx({ tipoTabela: 'completa' }, 'SERVICO'))).toBe(false);
    expect(leadGuards.asksPlanType(ctx({ tipoTabela: 'completa', tipoPlano: 'PARCELA_REDUZIDA' }, 'CARRO'))).toBe(false);
    expect(leadGuards.asksPlanType(ctx({ tipoTabela: 'integral' }, 'CARRO'))).toBe(false);
  });

  it('isSimulateAgain reads the flag', () => {
    expect(leadGuards.isSimulateAgain(ctx({}, 'CARRO', true))).toBe(true);
    expect(leadGuards.isSimulateAgain(ctx({}, 'CARRO'))).toBe(false);
  });
});
