import { Hono } from 'hono';
import type { PagamentoCartaoRequest, PagamentoCartaoResponse } from '../../src/generated/api.ts';
import { cpfCnpjKind, isValidCpfCnpj } from '../../src/domain/cpfCnpj.ts';
import { today, type Sandbox } from '../context.ts';
import { HttpError } from '../httpError.ts';
import { acquirerOutcome, cardBrand, cardInstalments, isExpired, luhnValid } from '../payments/card.ts';
import { payableProposal } from '../payments/payableProposal.ts';
import { insertPayment, nextPaymentId } from '../store/payments.ts';
import { proposalByToken } from '../store/proposals.ts';
import { transaction } from '../db.ts';
import { parseBody } from '../validation.ts';

/**
 * POST /api/pagamento/cartao → 200 approved / 202 pending, { data: CardPayment }.
 * 402 refused ('Pagamento recusado'); 422 invalid card data; 404 unknown proposal; 409 already paid.
 */
export function cardRoutes(sb: Sandbox) {
  return new Hono().post('/api/pagamento/cartao', async (c) => {
    const body = await parseBody<PagamentoCartaoRequest>(c, 'PagamentoCartaoRequest');
    const proposal = payableProposal(sb.db, proposalByToken(sb.db, body.propostaToken), 0);
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
    // Only brand, last four digits and outcome are kept: never the number or the CVV.
    transaction(sb.db, () => insertPayment(sb.db, {
      id, proposalId: proposal.id, metodo: 'cartao', valor: proposal.firstPayment, status,
      detalhes: { bandeira, final, parcelas: body.cartaoParcelas, autorizacao: cartaoAutorizacao },
    }));
    if (status === 'recusado') throw new HttpError(402, 'Pagamento recusado', 'CARTAO_RECUSADO');

    const data: PagamentoCartaoResponse['data'] = {
      status, cartaoAutorizacao, bandeira, final, parcelas: body.cartaoParcelas, valor: proposal.firstPayment, valorParcela: parcelas[0],
    };
    return c.json({ data } satisfies PagamentoCartaoResponse, status === 'aprovado' ? 200 : 202);
  });
}
