import { action } from '../../engine/outcomes.ts';

const METHOD_NAMES: Record<string, string> = { pix: 'pix', boleto: 'boleto', cartao: 'cartao_de_credito' };

/**
 * compra-finalizada: the visitor has finished buying (paid, pending or waiting for the bank);
 * `purchase` is reported only when the payment is confirmed. What the chat says there is true of
 * every method (flows/payment.yaml, honest endings).
 */
export const finishPurchase = action(['ok'], (ctx) => {
  const { payment, proposal, plan, lead, contract } = ctx.state;
  // A conversion only when money was received (issue 26 item 7): an unpaid Pix or boleto and a
  // pending card end here too, with their proposal registered (Proposta Gerada was reported).
  if (payment.status !== 'sucesso') return { outcome: 'ok' };
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
});
