import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { PagamentoBoletoResponse } from '../../src/generated/api.ts';
import { publicOrigin, today, type Sandbox } from '../context.ts';
import { addDays, nextWeekday, toIsoDate } from '../dates.ts';
import { buildBarcode, linhaDigitavel } from '../payments/boleto.ts';
import { payableProposal } from '../payments/payableProposal.ts';
import { closeOtherCharges, insertPayment, pendingPayment, type PaymentRow } from '../store/payments.ts';
import { proposalByToken, type ProposalRow } from '../store/proposals.ts';
import { transaction } from '../db.ts';
import { randomId } from '../tokens.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

export interface BoletoDetails {
  codigoBarras: string;
  linha: string;
  vencimento: string;
  nossoNumero: string;
  emissao: string;
  /** Public id of the PDF (the URL carries no app key). */
  documento: string;
}

/** Sandbox bank (Banco do Brasil's layout: agreement 7 digits, our number 10, wallet 2). */
const BANK = '001';
const AGREEMENT = '3128557';
const WALLET = '17';

/**
 * POST /api/pagamento/boleto (body: the proposal token) → 200 { data: Boleto }. The same pending
 * boleto comes back on a second call. 404 unknown token; 409 already paid.
 */
export function boletoRoutes(sb: Sandbox) {
  return new Hono().post(API.payBoleto.path, async (c) => {
    const propostaToken = await parseBody<string>(c, 'PagamentoBoletoRequest');
    const proposal = payableProposal(sb.db, proposalByToken(sb.db, propostaToken), 1);
    // One transaction: two tabs paying at once still get one boleto; a new one is the proposal's only live charge.
    const payment = transaction(sb.db, () => pendingPayment<BoletoDetails>(sb.db, proposal.id, 'boleto') ?? onlyLiveCharge(sb, createBoleto(sb, proposal)));
    const d = payment.detalhes;
    return c.json({
      data: {
        boletoURL: `${publicOrigin(c, sb)}/api/pagamento/boleto/${d.documento}.pdf`,
        boletoCodigoBarras: d.linha,
        codigoBarras: d.codigoBarras,
        vencimento: d.vencimento,
        valor: payment.valor,
      },
    } satisfies PagamentoBoletoResponse);
  });
}

function createBoleto(sb: Sandbox, proposal: ProposalRow) {
  const due = nextWeekday(addDays(today(sb), 3));
  // Random, not the sequential row id: one boleto's number must not lead to the next one's.
  const nossoNumero = String(randomInt(10_000_000_000)).padStart(10, '0');
  const codigoBarras = buildBarcode({ bank: BANK, due, amount: proposal.firstPayment, freeField: `000000${AGREEMENT}${nossoNumero}${WALLET}` });
  return insertPayment<BoletoDetails>(sb.db, {
    proposalId: proposal.id,
    metodo: 'boleto',
    valor: proposal.firstPayment,
    status: 'pendente',
    detalhes: {
      codigoBarras,
      linha: linhaDigitavel(codigoBarras),
      vencimento: toIsoDate(due),
      nossoNumero,
      emissao: sb.config.today,
      documento: randomId(),
    },
  });
}

/** A new charge closes the proposal's other open one (a Pix issued before): one live charge at a time. */
function onlyLiveCharge<D>(sb: Sandbox, payment: PaymentRow<D>): PaymentRow<D> {
  closeOtherCharges(sb.db, payment);
  return payment;
}
