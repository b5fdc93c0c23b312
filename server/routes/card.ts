import { Hono } from 'hono';
import type { Context } from 'hono';
import type { PagamentoCartaoRequest, PagamentoCartaoResponse } from '../../src/generated/api.ts';
import { cpfCnpjKind, isValidCpfCnpj } from '../../src/domain/cpfCnpj.ts';
import { today, type Sandbox } from '../context.ts';
import { HttpError } from '../httpError.ts';
import { acquirerOutcome, cardBrand, cardInstalments, isExpired, luhnValid, type CardBrand } from '../payments/card.ts';
import { payableProposal } from '../payments/payableProposal.ts';
import { cardPaymentByKey, insertPayment, nextPaymentId, type PaymentRow } from '../store/payments.ts';
import { proposalById } from '../store/proposals.ts';
import { transaction } from '../db.ts';
import { digits } from '../tokens.ts';
import { parseBody } from '../validation.ts';

interface CardDetails {
  bandeira: CardBrand;
  final: string;
  parcelas: number;
  autorizacao: string | null;
  /** The client's Idempotency-Key, when it sent one. */
  chave?: string;
}

/** What a client may send as Idempotency-Key (a UUID, or any similar opaque id). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

/**
 * POST /api/pagamento/cartao → 200 approved / 202 pending, { data: CardPayment }.
 * 402 refused ('Pagamento recusado'); 422 invalid card data; 404 unknown proposal; 409 already paid.
 * With an `Idempotency-Key` header, a repeat of an attempt (same proposal, same key) gets the
 * original answer again and charges nothing: a client whose answer was lost can safely resend.
 */
export function cardRoutes(sb: Sandbox) {
  return new Hono().post('/api/pagamento/cartao', async (c) => {
    const body = await parseBody<PagamentoCartaoRequest>(c, 'PagamentoCartaoRequest');
    const key = idempotencyKey(c);
    const found = proposalById(sb.db, Number(body.propostaId));
    const repeat = found && key ? cardPaymentByKey<CardDetails>(sb.db, found.id, key) : undefined;
    if (repeat) return answer(c, repeat);
    const proposal = payableProposal(sb.db, found, 0);
    const number = body.cartaoNumero.replace(/\s/g, '');

    const problems: string[] = [];
    if (!luhnValid(number)) problems.push('Cartão inválido');
    if (isExpired(Number(body.cartaoValidadeMes), Number(body.cartaoValidadeAno), today(sb))) problems.push('Cartão vencido');
    if (!isValidCpfCnpj(body.cartaoCpfTitular)) problems.push(cpfCnpjKind(body.cartaoCpfTitular) === 'cpf' ? 'CPF inválido' : 'CNPJ inválido');
    if (problems.length > 0) throw new HttpError(422, problems.join(' '), 'CARTAO_INVALIDO', { Errors: problems });

    const id = nextPaymentId(sb.db);
    const status = acquirerOutcome(number);
    const cartaoAutorizacao = status === 'aprovado' ? digits('autorizacao', id, 6) : null;
    // Only brand, last four digits and outcome are kept: never the number or the CVV.
    const payment = transaction(sb.db, () => insertPayment<CardDetails>(sb.db, {
      id, proposalId: proposal.id, metodo: 'cartao', valor: proposal.firstPayment, status,
      detalhes: { bandeira: cardBrand(number), final: number.slice(-4), parcelas: body.cartaoParcelas, autorizacao: cartaoAutorizacao, ...(key ? { chave: key } : {}) },
    }));
    return answer(c, payment);
  });
}

/** The answer to an attempt, first time or repeated: 200 approved, 202 pending, 402 refused. */
function answer(c: Context, payment: PaymentRow<CardDetails>) {
  if (payment.status === 'recusado') throw new HttpError(402, 'Pagamento recusado', 'CARTAO_RECUSADO');
  const { bandeira, final, parcelas, autorizacao } = payment.detalhes;
  const data: PagamentoCartaoResponse['data'] = {
    status: payment.status, cartaoAutorizacao: autorizacao, bandeira, final, parcelas, valor: payment.valor,
    valorParcela: cardInstalments(payment.valor, parcelas)[0],
  };
  return c.json({ data } satisfies PagamentoCartaoResponse, payment.status === 'aprovado' ? 200 : 202);
}

function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (key === undefined || key === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, 'Idempotency-Key inválida: use de 8 a 100 letras, dígitos ou hífens.', 'VALIDACAO');
  return key;
}
