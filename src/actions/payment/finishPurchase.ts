import type { Action } from '../../engine/types.ts';

const METHOD_NAMES: Record<string, string> = { pix: 'pix', boleto: 'boleto', cartao: 'cartao_de_credito' };

/**
 * compra-finalizada: the visitor has finished buying (paid, pending or waiting for the bank), so
 * report it; what the chat says there is true of every method (flows/payment.yaml, honest endings).
 */
export const finishPurchase: Action = (ctx) => {
  const { payment, proposal, plan, lead, contract } = ctx.state;
  ctx.analytics.track(
    'purchase',
    {
      transaction_id: proposal.propostaId,
      value: payment.valor / 100,
      currency: 'BRL',
      payment_type: METHOD_NAMES[payment.metodo] ?? payment.metodo,
      item_id: String(plan.planoId),
      item_name: plan.nome || plan.bemNome,
    },
    { email: lead.email, telefone: lead.telefone, cpfCnpj: contract.cpfCnpj },
  );
  return { outcome: 'ok' };
};
