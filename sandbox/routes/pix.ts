import { Hono } from 'hono';
import type { PagamentoPixResponse } from '../../src/generated/api.ts';
import { publicOrigin, today, type Sandbox } from '../context.ts';
import { addDays, toIsoDate } from '../dates.ts';
import { payableProposal } from '../payments/payableProposal.ts';
import { pixPayload } from '../payments/pix.ts';
import { closeOtherCharges, insertPayment, pendingPayment } from '../store/payments.ts';
import { proposalByToken, type ProposalRow } from '../store/proposals.ts';
import { transaction } from '../db.ts';
import { randomId } from '../tokens.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

export interface PixDetails {
  txid: string;
  qrCode: string;
  vencimento: string;
  /** Public id of the QR image (the URL carries no app key). */
  documento: string;
}

/**
 * POST /api/pagamento/pix (body: the proposal token) → 200 { data: PixCharge }. The same pending
 * charge comes back on a second call. 404 unknown token; 409 already paid; 422 Pix not offered.
 */
export function pixRoutes(sb: Sandbox) {
  return new Hono().post(API.payPix.path, async (c) => {
    const propostaToken = await parseBody<string>(c, 'PagamentoPixRequest');
    const proposal = payableProposal(sb.db, proposalByToken(sb.db, propostaToken), 5);
    // One transaction: two tabs paying at once still get one charge; a new one is the proposal's only live charge.
    const payment = transaction(sb.db, () => pendingPayment<PixDetails>(sb.db, proposal.id, 'pix') ?? createCharge(sb, proposal));
    const { txid, qrCode, vencimento, documento } = payment.detalhes;
    return c.json({
      data: { qrCode, url: `${publicOrigin(c, sb)}/api/pagamento/pix/${documento}.png`, vencimento, valor: payment.valor, txid },
    } satisfies PagamentoPixResponse);
  });
}

function createCharge(sb: Sandbox, proposal: ProposalRow) {
  const publicId = randomId();
  // The txid (at most 25 letters and digits in a static BR Code) is the payment's 128 random bits
  // in base 36: it tells nothing about other payments.
  const txid = BigInt(`0x${publicId}`).toString(36).toUpperCase().padStart(25, '0');
  const payment = insertPayment<PixDetails>(sb.db, {
    publicId,
    proposalId: proposal.id,
    metodo: 'pix',
    valor: proposal.firstPayment,
    status: 'pendente',
    detalhes: {
      txid,
      qrCode: pixPayload(proposal.firstPayment, txid),
      vencimento: toIsoDate(addDays(today(sb), 1)),
      documento: randomId(),
    },
  });
  // A new charge closes the proposal's other open one (a boleto issued before): one live charge at a time.
  closeOtherCharges(sb.db, payment);
  return payment;
}
