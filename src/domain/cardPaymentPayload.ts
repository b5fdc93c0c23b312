// The body of the card payment call (spec section 7): the brand is always sent as VISA, the
// expiry MM/AAAA is split into month and year, documents and numbers go as digits.
import type { PagamentoCartaoRequest } from '../generated/api.ts';
import { cardExpiry } from './cardExpiry.ts';
import type { CardFormValues } from './cardForm.ts';

/** The contract's request (schemas/api), with the brand the spec fixes. */
export type CardPaymentPayload = PagamentoCartaoRequest & { cartaoBandeira: 'VISA' };

/** Throws when the expiry is not MM/AAAA: only a validated form (validateCardForm) may be sent. */
/** The proposal is named by its token: the sequential id alone would let anyone charge another's proposal. */
export function cardPaymentPayload(values: CardFormValues, proposal: { propostaId: number | string; propostaToken: string }): CardPaymentPayload {
  const { propostaId, propostaToken } = proposal;
  const expiry = cardExpiry(values.validade);
  if (!expiry) throw new Error('card expiry must be MM/AAAA');
  return {
    cartaoBandeira: 'VISA',
    cartaoCodigoSeguranca: digits(values.cvv),
    cartaoCpfTitular: digits(values.cpfCnpj),
    cartaoNomeTitular: values.nome.trim().replace(/\s+/g, ' '),
    cartaoNumero: digits(values.numero),
    cartaoValidadeMes: expiry.mes,
    cartaoValidadeAno: expiry.ano,
    cartaoParcelas: Number(values.parcelas),
    // A saved-card id in the original API; this chatbot never keeps cards.
    cartaoId: '',
    propostaToken,
    propostaId: String(propostaId),
  };
}

function digits(value: string): string {
  return value.replace(/\D/g, '');
}
