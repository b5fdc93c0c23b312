import { describe, expect, it } from 'vitest';
import { initialState } from '../../../src/engine/initialState.ts';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { leadValidators as v } from '../../../src/validators/lead/index.ts';
import { messagesFromFlows } from '../messagesFromFlows.ts';

const variant = {} as ResolvedVariant;
const state = initialState();
const car = { ...state, consorcio: { ...state.consorcio, creditoMin: 3_000_000, creditoMax: 40_000_000 } };
const message = messagesFromFlows();
const check = (name: keyof typeof v, raw: string, s = state) => v[name](raw, { state: s, variant, message, today: () => ({ year: 2025, month: 6, day: 2 }) });
const fails = (message: string) => ({ ok: false, message });

describe('lead validators (spec section 5 messages)', () => {
  it('required: blank text, or a money field with only its prefix', () => {
    expect(check('required', '')).toEqual(fails('Preencha para continuar! 😊'));
    expect(check('required', '  \t')).toEqual(fails('Preencha para continuar! 😊'));
    expect(check('required', 'R$ ')).toEqual(fails('Preencha para continuar! 😊'));
    expect(check('required', 'a')).toEqual({ ok: true });
    expect(check('required', 'R$ 1')).toEqual({ ok: true });
  });

  it('personName', () => {
    expect(check('personName', 'Maria 2')).toEqual(fails('Está correto? 🤔'));
    expect(check('personName', 'Maria da Conceição')).toEqual({ ok: true });
  });

  it('email and maxLength60', () => {
    expect(check('email', 'maria@exemplo')).toEqual(fails('E-mail inválido 🤔'));
    expect(check('email', ' maria@exemplo.com.br ')).toEqual({ ok: true });
    expect(check('maxLength60', `${'a'.repeat(48)}@exemplo.com`)).toEqual({ ok: true });
    expect(check('maxLength60', `${'a'.repeat(49)}@exemplo.com`)).toEqual(fails('Numero máximo de caracteres excedido'));
  });

  it('mobilePhone: 11 digits with a real area code', () => {
    expect(check('mobilePhone', '(11) 98765-4321')).toEqual({ ok: true });
    expect(check('mobilePhone', '(11) 3456-7890')).toEqual(fails('Telefone inválido 🤔'));
    expect(check('mobilePhone', '(10) 98765-4321')).toEqual(fails('Telefone inválido 🤔'));
  });

  it('creditRange: the chosen range, messages in BRL', () => {
    expect(check('creditRange', 'R$ 29.999,99', car)).toEqual(fails('O crédito mínimo é de R$\u00a030.000,00'));
    expect(check('creditRange', 'R$ 30.000,00', car)).toEqual({ ok: true });
    expect(check('creditRange', '400000', car)).toEqual({ ok: true });
    expect(check('creditRange', '400.000,01', car)).toEqual(fails('O crédito máximo é de R$\u00a0400.000,00'));
  });

  it('minIncome: at least R$ 100,00', () => {
    expect(check('minIncome', 'R$ 99,99')).toEqual(fails('Valor inválido'));
    expect(check('minIncome', 'R$ 100,00')).toEqual({ ok: true });
    expect(check('minIncome', 'abc')).toEqual(fails('Valor inválido'));
  });
});
