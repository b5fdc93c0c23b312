import { Hono } from 'hono';
import type { PagamentoCartaoRequest, PagamentoCartaoResponse } from '../../src/generated/api.ts';
import { cpfCnpjKind, isValidCpfCnpj } from '../../src/domain/cpfCnpj.ts';
import { today, type Sandbox } from '../context.ts';
import { HttpError, notFound } from '../httpError.ts';
import { acquirerOutcome, cardBrand, cardInstalments, isExpired, luhnValid } from '../payments/card.ts';
import { payableProposal } from '../payments/payableProposal.ts';
import { storeAnswer, storedAnswer } from '../store/idempotency.ts';
import { approveAndCloseOthers, closeOtherCharges, insertPayment, nextPaymentId } from '../store/payments.ts';
import { proposalByToken } from '../store/proposals.ts';
import { transaction } from '../db.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/** The Idempotency-Key header's shape (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * POST /api/pagamento/cartao → 200 approved / 202 pending, { data: CardPayment }.
 * 402 refused ('Pagamento recusado'); 422 invalid card data; 404 unknown proposal; 409 already paid.
 * With an Idempotency-Key header, a repeat answers the first answer (200, 202 or 402) again.
 */
export function cardRoutes(sb: Sandbox) {
  return new Hono().post(API.payCard.path, async (c) => {
    const body = await parseBody<PagamentoCartaoRequest>(c, 'PagamentoCartaoRequest');
    const key = c.req.header('Idempotency-Key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(400, 'Idempotency-Key inválida: use de 1 a 64 letras, dígitos, "_" ou "-".', 'VALIDACAO');
    }
    const found = proposalByToken(sb.db, body.propostaToken);
    if (!found) throw notFound('Proposta não encontrada');
    const previous = key === undefined ? undefined : storedAnswer(sb.db, key);
    if (previous) {
      if (previous.proposalId !== found.id) {
        throw new HttpError(422, 'Esta Idempotency-Key já foi usada em outra proposta.', 'IDEMPOTENCIA_CONFLITO');
      }
      return c.json(previous.body as object, previous.status as 200 | 202 | 402);
    }
    const proposal = payableProposal(sb.db, found, 0);
    const number = body.cartaoNumero.replace(/\s/g, '');

    const problems: string[] = [];
    if (!luhnValid(number)) problems.push('Cartão inválido');
    if (isExpired(Number(body.cartaoValidadeMes), Number(body.cartaoValidadeAno), today(sb))) problems.push('Cartão vencido');
    if (!isValidCpfCnpj(body.cartaoCpfTitular)) problems.push(cpfCnpjKind(body.cartaoCpfTitular) === 'cpf' ? 'CPF inválido' : 'CNPJ inválido');
    if (problems.length > 0) throw new HttpError(422, problems.join(' '), 'CARTAO_INVALIDO', { Errors: problems });

    const id = nextPaymentId(sb.db);
    const status = acquirerOutcome(number);
    const bandeira = cardBrand(number);
    const final = number.slice(-4);
    const cartaoAutorizacao = status === 'aprovado' ? sb.tokens.digits('autorizacao', id, 6) : null;
    const parcelas = cardInstalments(proposal.firstPayment, body.cartaoParcelas);
    const answer =
      status === 'recusado'
        ? { status: 402 as const, body: { message: 'Pagamento recusado', code: 'CARTAO_RECUSADO' } }
        : {
            status: status === 'aprovado' ? (200 as const) : (202 as const),
            body: {
              data: {
                status,
                cartaoAutorizacao,
                bandeira,
                final,
                parcelas: body.cartaoParcelas,
                valor: proposal.firstPayment,
                valorParcela: parcelas[0],
                valoresParcelas: parcelas,
              },
            } satisfies PagamentoCartaoResponse,
          };
    // Only brand, last four digits and outcome are kept: never the number or the CVV. The payment,
    // the closing of the other open charges and the kept answer are one write.
    transaction(sb.db, () => {
      const payment = insertPayment(sb.db, {
        id,
        proposalId: proposal.id,
        metodo: 'cartao',
        valor: proposal.firstPayment,
        status,
        detalhes: { bandeira, final, parcelas: body.cartaoParcelas, autorizacao: cartaoAutorizacao },
      });
      // Approved, or waiting for an answer that may still charge: either way the proposal's only live charge.
      if (status === 'aprovado') approveAndCloseOthers(sb.db, payment);
      else if (status !== 'recusado') closeOtherCharges(sb.db, payment);
      if (key !== undefined) storeAnswer(sb.db, key, { proposalId: proposal.id, ...answer });
    });
    return c.json(answer.body, answer.status);
  });
}
