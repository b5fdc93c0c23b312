// Payment method codes of the proposal's formasPagamentoDisponiveis (spec section 9):
// 5 Pix, 0 credit card, 1 boleto; any other code is ignored.

export type PaymentMethod = 'pix' | 'cartao' | 'boleto';

export const PAYMENT_METHOD_CODES: Readonly<Record<number, PaymentMethod>> = { 5: 'pix', 0: 'cartao', 1: 'boleto' };

/** The methods a proposal offers, in the order it lists them, without unknown codes or repeats. */
export function paymentMethods(codes: readonly unknown[] | undefined): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const code of codes ?? []) {
    const method = typeof code === 'number' ? PAYMENT_METHOD_CODES[code] : undefined;
    if (method && !methods.includes(method)) methods.push(method);
  }
  return methods;
}
