import { describe, expect, it } from 'vitest';
import { cardBrand } from '../../../src/domain/cardBrand.ts';
import { EMPTY_CARD_FORM, canStillBeValid, validateCardForm, type CardFormValues } from '../../../src/domain/cardForm.ts';
import { cardFormView } from '../../../src/ui/components/payment/cardFormModel.ts';
import { previewCvv, previewExpiry, previewName, previewNumber } from '../../../src/ui/components/payment/cardPreviewText.ts';
import { copyFromFlows, messagesFromFlows } from '../messagesFromFlows.ts';

const person = { company: false, message: messagesFromFlows() };
const company = { ...person, company: true };
const VALID: CardFormValues = {
  nome: 'Maria da Silva',
  numero: '4111 1111 1111 1111',
  validade: '12/2030',
  cvv: '123',
  cpfCnpj: '529.982.247-25',
  parcelas: '1',
};
const errorOf = (patch: Partial<CardFormValues>, options = person) => validateCardForm({ ...VALID, ...patch }, options);

describe('card form rules (spec "Card form")', () => {
  it('accepts a complete valid form', () => {
    expect(validateCardForm(VALID, person)).toEqual({});
    expect(errorOf({ cpfCnpj: '11.222.333/0001-81' })).toEqual({});
  });

  it("says 'Campo obrigatório' for every empty field and 'Selecione parcelas' without instalments", () => {
    expect(validateCardForm(EMPTY_CARD_FORM, person)).toEqual({
      nome: 'Campo obrigatório',
      numero: 'Campo obrigatório',
      validade: 'Campo obrigatório',
      cvv: 'Campo obrigatório',
      cpfCnpj: 'Campo obrigatório',
      parcelas: 'Selecione parcelas',
    });
    expect(errorOf({ parcelas: '4' }).parcelas).toBe('Selecione parcelas');
  });

  it("checks the holder's name: at most 30 characters and a name's shape; a company's as razão social", () => {
    expect(errorOf({ nome: 'M' }).nome).toBe('Nome inválido');
    expect(errorOf({ nome: 'Maria 2' }).nome).toBe('Nome inválido');
    expect(errorOf({ nome: 'A'.repeat(31) }).nome).toBe('Nome inválido');
    expect(errorOf({ nome: "Ana D'Ávila-Souza" }).nome).toBeUndefined();
    expect(errorOf({ nome: 'Rocha Transportes 2 Ltda' }, company).nome).toBeUndefined();
    expect(errorOf({ nome: '12345' }, company).nome).toBe('Razão Social inválida');
  });

  it("says 'Cartão inválido' for a number card-validator rejects (Luhn, incomplete)", () => {
    expect(errorOf({ numero: '4111 1111 1111 1112' }).numero).toBe('Cartão inválido');
    expect(errorOf({ numero: '4111 1111' }).numero).toBe('Cartão inválido');
    expect(errorOf({ numero: '5555 5555 5555 4444' }).numero).toBeUndefined();
  });

  it("says 'Data inválida' for an expiry shorter than MM/AAAA, a month 13 or a past year", () => {
    expect(errorOf({ validade: '12/203' }).validade).toBe('Data inválida');
    expect(errorOf({ validade: '13/2030' }).validade).toBe('Data inválida');
    expect(errorOf({ validade: '12/2019' }).validade).toBe('Data inválida');
  });

  it("checks up to 11 digits as CPF ('CPF inválido') and more as CNPJ ('CNPJ inválido')", () => {
    expect(errorOf({ cpfCnpj: '123.456.789-09' }).cpfCnpj).toBe('CPF inválido');
    expect(errorOf({ cpfCnpj: '111.111.111-11' }).cpfCnpj).toBe('CPF inválido');
    expect(errorOf({ cpfCnpj: '11.222.333/0001-82' }).cpfCnpj).toBe('CNPJ inválido');
  });

  it('needs the 3 CVV digits', () => {
    expect(errorOf({ cvv: '12' }).cvv).toBe('CVV inválido');
  });

  it('tells a half-typed value that can still become valid from one that cannot', () => {
    expect(canStillBeValid('numero', '4111 11')).toBe(true);
    expect(canStillBeValid('numero', '4111 1111 1111 1112')).toBe(false);
    expect(canStillBeValid('validade', '1')).toBe(true);
    expect(canStillBeValid('validade', '00')).toBe(false);
    expect(canStillBeValid('validade', '13/2030')).toBe(false);
    expect(canStillBeValid('validade', '12/2019')).toBe(false);
  });
});

describe('which errors the visitor sees', () => {
  it('shows a field’s error once it was left, at once when it can no longer be valid, and all after a send', () => {
    const half = { ...EMPTY_CARD_FORM, numero: '4111 11' };
    expect(cardFormView(half, new Set(), false, person)).toMatchObject({ visible: {}, valid: false, firstInvalid: 'nome' });
    expect(cardFormView(half, new Set(['numero']), false, person).visible).toEqual({ numero: 'Cartão inválido' });
    expect(cardFormView({ ...half, validade: '13/2' }, new Set(), false, person).visible).toEqual({ validade: 'Data inválida' });
    expect(Object.keys(cardFormView(half, new Set(), true, person).visible)).toEqual(['nome', 'numero', 'validade', 'cvv', 'cpfCnpj', 'parcelas']);
    expect(cardFormView(VALID, new Set(), true, person)).toEqual({ visible: {}, valid: true, firstInvalid: null });
  });
});

describe('card preview texts', () => {
  const copy = copyFromFlows();
  it("shows the spec's placeholders until something is typed", () => {
    expect(previewNumber('')).toBe('XXXX XXXX XXXX XXXX');
    expect(previewName('  ', copy('cardPreviewName'))).toBe('NOME DO TITULAR');
    expect(previewExpiry('', copy('cardPreviewExpiry'))).toBe('MM/AA');
    expect(previewCvv('')).toBe('•••');
  });

  it('fills them as the visitor types', () => {
    expect(previewNumber('4111 11')).toBe('4111 11XX XXXX XXXX');
    expect(previewNumber('4111 1111 1111 1111')).toBe('4111 1111 1111 1111');
    expect(previewName('maria  da silva', 'NOME')).toBe('MARIA DA SILVA');
    expect(previewExpiry('07/2030', 'MM/AA')).toBe('07/30');
    expect(previewCvv('12')).toBe('12');
  });

  it('recognises the brand from the first digits', () => {
    expect(cardBrand('4111')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6362 9700')).toBe('elo');
    expect(cardBrand('')).toBeNull();
  });
});
