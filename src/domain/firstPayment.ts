// The first payment the visitor is asked for: the discounted one when a campaign discount
// applies (spec section 4, step 4), else the plan's first payment. Amounts in centavos.

export interface FirstPaymentPlan {
  planoValorPagamento: number;
  planoValorPagamentoDesconto: number;
  descontoPercentual: number;
}

export function firstPayment(plan: FirstPaymentPlan): number {
  if (plan.descontoPercentual > 0 && plan.planoValorPagamentoDesconto > 0) return plan.planoValorPagamentoDesconto;
  return plan.planoValorPagamento;
}
