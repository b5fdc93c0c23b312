import { describe, expect, it } from 'vitest';
import { cardExpiry, shortExpiry } from '../../../src/domain/cardExpiry.ts';
import { cardInstalments } from '../../../src/domain/cardInstalments.ts';
import { cardPaymentPayload } from '../../../src/domain/cardPaymentPayload.ts';
import { isoDate } from '../../../src/domain/isoDate.ts';
import { paymentMethods } from '../../../src/domain/paymentMethods.ts';
import { surveyAnswers } from '../../../src/domain/surveyAnswers.ts';

describe('paymentMethods', () => {
  it('maps 5 to Pix, 0 to card, 1 to boleto, keeping the proposal’s order and ignoring other codes', () => {
    expect(paymentMethods([5, 0, 1])).toEqual(['pix', 'cartao', 'boleto']);
    expect(paymentMethods([1, 5])).toEqual(['boleto', 'pix']);
    expect(paymentMethods([2, 3, 0, 0, 99, '5'])).toEqual(['cartao']);
    expect(paymentMethods(undefined)).toEqual([]);
  });
});

describe('cardInstalments', () => {
  it('offers 1x to 3x without interest, the first instalment taking the remainder', () => {
    expect(cardInstalments(125_500)).toEqual([
      { parcelas: 1, valorParcela: 125_500, valorDemais: 125_500 },
      { parcelas: 2, valorParcela: 62_750, valorDemais: 62_750 },
      { parcelas: 3, valorParcela: 41_834, valorDemais: 41_833 },
    ]);
    // 41 834 + 2 × 41 833 = 125 500: nothing lost to rounding.
    expect(41_834 + 2 * Math.floor(125_500 / 3)).toBe(125_500);
  });
});

describe('card expiry', () => {
  it('splits MM/AAAA into month and year, and refuses anything else', () => {
    expect(cardExpiry('07/2030')).toEqual({ mes: '07', ano: '2030' });
    expect(cardExpiry('7/2030')).toBeNull();
    expect(cardExpiry('07/30')).toBeNull();
  });

  it('shows MM/AA on the card preview', () => {
    expect(shortExpiry('07/2030')).toBe('07/30');
    expect(shortExpiry('07/20')).toBe('07/20');
    expect(shortExpiry('0')).toBe('0');
  });
});

describe('cardPaymentPayload', () => {
  it('always sends VISA, digits only, the expiry split and the instalments as a number', () => {
    const values = { nome: '  Maria   da Silva ', numero: '5555 5555 5555 4444', validade: '03/2029', cvv: '123', cpfCnpj: '529.982.247-25', parcelas: '2' };
    expect(cardPaymentPayload(values, { propostaId: 'c0ffee'.padEnd(32, '0'), propostaToken: 'ab'.repeat(16) })).toEqual({
      cartaoBandeira: 'VISA',
      cartaoCodigoSeguranca: '123',
      cartaoCpfTitular: '52998224725',
      cartaoNomeTitular: 'Maria da Silva',
      cartaoNumero: '5555555555554444',
      cartaoValidadeMes: '03',
      cartaoValidadeAno: '2029',
      cartaoParcelas: 2,
      cartaoId: '',
      propostaToken: 'ab'.repeat(16),
      propostaId: 'c0ffee'.padEnd(32, '0'),
    });
    expect(() => cardPaymentPayload({ ...values, validade: '03/29' }, { propostaId: 'c0ffee'.padEnd(32, '0'), propostaToken: 'ab'.repeat(16) })).toThrow(
      'MM/AAAA',
    );
  });
});

describe('isoDate', () => {
  it('turns the API’s YYYY-MM-DD into dd/mm/yyyy without going through Date', () => {
    expect(isoDate('2025-06-03')).toBe('03/06/2025');
    expect(isoDate('03/06/2025')).toBe('03/06/2025');
  });
});

describe('surveyAnswers', () => {
  it('sends the specialists’ score only when they helped', () => {
    expect(surveyAnswers({ midia: 'LIVE', csatcompra: 5, humano: false, csatinsidesales: 4 })).toEqual({
      midia: 'LIVE',
      csatcompra: 5,
      humano: false,
      csatinsidesales: null,
    });
    expect(surveyAnswers({ midia: 'E-MAIL', csatcompra: 2, humano: true, csatinsidesales: 1 })).toEqual({
      midia: 'E-MAIL',
      csatcompra: 2,
      humano: true,
      csatinsidesales: 1,
    });
  });

  it('has nothing to send for an unfinished survey', () => {
    expect(surveyAnswers({ midia: '', csatcompra: 5, humano: false, csatinsidesales: 0 })).toBeNull();
    expect(surveyAnswers({ midia: 'RADIO', csatcompra: 5, humano: false, csatinsidesales: 0 })).toBeNull();
    expect(surveyAnswers({ midia: 'TV', csatcompra: 0, humano: false, csatinsidesales: 0 })).toBeNull();
    expect(surveyAnswers({ midia: 'TV', csatcompra: 3, humano: true, csatinsidesales: 0 })).toBeNull();
  });
});
