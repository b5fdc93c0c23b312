import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import type { MessageLookup, PluginContext } from '../../../src/engine/types.ts';
import type { CalendarDay } from '../../../src/domain/holderDate.ts';
import { proposalGuards } from '../../../src/guards/proposal/index.ts';
import type { ConversationState, ResolvedVariant } from '../../../src/contracts/content.ts';
import { proposalValidators } from '../../../src/validators/proposal/index.ts';
import { proposalMasks } from '../../../src/masks/proposal/index.ts';
import { formatCep, formatCpfCnpj, formatPhone } from '../../../src/domain/documentFormat.ts';
import { isHolderName } from '../../../src/domain/holderName.ts';
import { messagesFromFlows } from '../messagesFromFlows.ts';

const message = messagesFromFlows();

const JUNE_2_2025: CalendarDay = { year: 2025, month: 6, day: 2 };

function holder(
  tipoPessoa: 0 | 1,
  today: CalendarDay = JUNE_2_2025,
): { state: ConversationState; variant: ResolvedVariant; message: MessageLookup; today: () => CalendarDay } {
  const state = initialState();
  state.contract.tipoPessoa = tipoPessoa;
  return { state, variant: {} as ResolvedVariant, message, today: () => today };
}

describe('proposal validators', () => {
  const { contractName, cpfCnpj, cep } = proposalValidators;

  it('name: individual or company wording', () => {
    expect(contractName('Maria da Conceição', holder(0))).toEqual({ ok: true });
    expect(contractName('Maria 2', holder(0))).toEqual({ ok: false, message: 'Nome inválido' });
    expect(contractName('Maria 2 Ltda', holder(1))).toEqual({ ok: true });
    expect(contractName('-', holder(1))).toEqual({ ok: false, message: 'Razão Social inválida' });
  });

  it('document by person type', () => {
    expect(cpfCnpj('529.982.247-25', holder(0))).toEqual({ ok: true });
    expect(cpfCnpj('529.982.247-25', holder(1))).toEqual({ ok: false, message: 'CNPJ inválido' });
    expect(cpfCnpj('11.222.333/0001-81', holder(1))).toEqual({ ok: true });
    expect(cpfCnpj('00.000.000/0000-00', holder(1))).toEqual({ ok: false, message: 'CNPJ inválido' });
  });

  it("holder date: the age rules count from the conversation's today, not the machine's clock", () => {
    const { contractDate } = proposalValidators;
    expect(contractDate('02/06/2007', holder(0))).toEqual({ ok: true });
    expect(contractDate('03/06/2007', holder(0))).toEqual({ ok: false, message: 'Menor de 18 anos não pode comprar :(' });
    expect(contractDate('03/06/2007', holder(0, { year: 2025, month: 6, day: 3 }))).toEqual({ ok: true });
    expect(contractDate('03/06/2025', holder(1))).toEqual({ ok: false, message: 'Data inválida 🤔' });
  });

  it('the holder answers proposal-holder-data asks again while empty (a new holder type empties them)', () => {
    const ctx = (contract: Partial<ConversationState['contract']>) => {
      const h = holder(0);
      Object.assign(h.state.contract, contract);
      return h as unknown as PluginContext;
    };
    const given = { nomeRazao: 'Maria da Conceição', cpfCnpj: '52998224725', nascimentoFundacao: '17/05/1990' };
    const { holderNameMissing, holderDocumentMissing, holderDateMissing } = proposalGuards;
    expect([holderNameMissing, holderDocumentMissing, holderDateMissing].map((missing) => missing(ctx(given)))).toEqual([false, false, false]);
    expect(holderNameMissing(ctx({ ...given, nomeRazao: ' ' }))).toBe(true);
    expect(holderDocumentMissing(ctx({ ...given, cpfCnpj: '' }))).toBe(true);
    expect(holderDateMissing(ctx({ ...given, nascimentoFundacao: '' }))).toBe(true);
  });

  it('CEP shape', () => {
    expect(cep('01310-100', holder(0))).toEqual({ ok: true });
    expect(cep('01310100', holder(0))).toEqual({ ok: true });
    expect(cep('01310-10', holder(0))).toEqual({ ok: false, message: 'CEP inválido' });
  });
});

describe('holder name', () => {
  it('allows 30 characters at most', () => {
    expect(isHolderName('A'.repeat(15) + ' ' + 'B'.repeat(14), true)).toBe(true);
    expect(isHolderName('A'.repeat(15) + ' ' + 'B'.repeat(15), true)).toBe(false);
  });
});

describe('proposal masks', () => {
  it('masks the document by person type, the CEP and the date as the spec shows them', () => {
    expect(proposalMasks.cpfCnpj(holder(0).state).mask).toBe('000.000.000-00');
    expect(proposalMasks.cpfCnpj(holder(1).state).mask).toBe('00.000.000/0000-00');
    expect(proposalMasks.cep(holder(0).state).mask).toBe('00000-000');
    expect(proposalMasks.date(holder(0).state).mask).toBe('00/00/0000');
  });
});

describe('display formats', () => {
  it('formats documents, CEPs and phones from digits', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
  });
});
