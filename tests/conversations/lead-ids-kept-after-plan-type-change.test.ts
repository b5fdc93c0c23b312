// The ids a lead was saved with are stored, never recomputed. A partner whose half-payment plans
// go to another purchase and company (`planIds`): the visitor saves the lead under Paga Metade,
// then, at the plan choice, switches to Crédito Integral (VER OUTROS PLANOS). The new search, the
// plan details and the proposal still carry the company the lead was saved with — what the sandbox
// knows the lead by and charges it under — and the first instalment asked at payment is the one
// the chat promised.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { discountedAmount } from '../../src/domain/discount.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { ANSWERS_FILE } from '../journeys/answers.ts';
import { plain, startJourney, type Journey } from './harness.ts';
import { entered, record, walkLead } from './leadJourney.ts';
import { choosePlan, fillHolder } from './plansSetup.ts';

const ROOT = process.cwd();
const PARTNER = 'troca-de-plano';
/** The partner's own ids, and the ones its Paga Metade leads are saved with. */
const OWN = { campanhaId: 990, compraId: 991, empresaId: 992 };
const HALF_PAY = { campanhaId: 990, compraId: 993, empresaId: 994 };

/** A copy of the content with the partner added: main's price table (the plan type is asked and can change), a discount, planIds. */
function projectWithPartner(): string {
  const root = mkdtempSync(join(tmpdir(), 'lead-ids-'));
  cpSync(join(ROOT, 'flows'), join(root, 'flows'), { recursive: true });
  cpSync(join(ROOT, 'variants'), join(root, 'variants'), { recursive: true });
  mkdirSync(join(root, 'tests/journeys'), { recursive: true });
  cpSync(join(ROOT, ANSWERS_FILE), join(root, ANSWERS_FILE));
  symlinkSync(join(ROOT, 'public'), join(root, 'public'), 'dir');
  writeFileSync(
    join(root, 'variants', `${PARTNER}.yaml`),
    [
      `route: /${PARTNER}`,
      `campanhaId: ${OWN.campanhaId}`,
      `compraId: ${OWN.compraId}`,
      `empresaId: ${OWN.empresaId}`,
      'desconto: true',
      'tipoTabela: completa',
      'planIds:',
      `  CREDITO_PAGAMETADE: { compraId: ${HALF_PAY.compraId}, empresaId: ${HALF_PAY.empresaId} }`,
      // A variant with the discount promises it in its greeting (a content rule).
      'texts:',
      '  copy-message-2: "Aqui o consórcio é <b>sem juros</b> e <b>sem entrada</b>, com a <b>melhor taxa do país</b>. E você ainda ganha <b>{variant.descontoPercentual}% de desconto na primeira parcela</b>. Vamos fazer sua simulação?"',
      '',
    ].join('\n'),
  );
  return root;
}

const root = projectWithPartner();
afterAll(() => rmSync(root, { recursive: true, force: true }));

function textsAt(j: Journey, step: string): string[] {
  return j.conversation.messages.value.filter((m) => m.sender === 'bot' && m.step === step && m.text).map((m) => plain(m.text!));
}

describe('a lead saved under one plan type keeps its ids when the plan type changes', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('the search, the plan details and the proposal after the change carry the lead’s ids, and the promised first instalment is charged', async () => {
    j = await startJourney({ root, variant: PARTNER });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', plan: 'PAGA METADE', credito: '50.000', renda: '10.000' });
    await j.at('plans-list-select');

    // Saved under Paga Metade: the sandbox and the state hold the half-payment ids.
    expect(rec.callsTo('/api/lead')[0].body).toMatchObject(HALF_PAY);
    expect(j.conversation.state.value.lead).toMatchObject(HALF_PAY);
    const [saved] = j.sandbox.sandbox.db.all('SELECT compra_id, empresa_id FROM leads') as Array<Record<string, unknown>>;
    expect([Number(saved.compra_id), Number(saved.empresa_id)]).toEqual([HALF_PAY.compraId, HALF_PAY.empresaId]);

    // A half-payment plan, then VER OUTROS PLANOS → Crédito Integral: a new search, a new carousel.
    await choosePlan(j, 0, 'Paga Metade');
    await j.at('proposal-confirm-infos');
    await j.click('VER OUTROS PLANOS');
    await j.at('plans-change-type');
    await j.click('VER PLANOS CRÉDITO INTEGRAL');
    await j.at('plans-list-select');
    expect(j.conversation.state.value.consorcio.tipoPlano).toBe('CREDITO_INTEGRAL');
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');

    const searches = rec.callsTo('/api/v1/catalogo');
    expect(searches.map((s) => [s.query.get('pagaIntegral'), s.query.get('empresaId')])).toEqual([
      ['false', String(HALF_PAY.empresaId)],
      ['true', String(HALF_PAY.empresaId)],
    ]);
    expect(rec.callsTo('/api/plano/detalhes').map((c) => (c.body as { empresaID: number }).empresaID)).toEqual([HALF_PAY.empresaId, HALF_PAY.empresaId]);

    // The promise: the discount of the offer the lead was saved with.
    const { plan } = j.conversation.state.value;
    const percent = j.sandbox.sandbox.discounts().percentFor(HALF_PAY);
    expect(percent).toBe(50);
    expect(plan.descontoPercentual).toBe(percent);
    const promised = discountedAmount(plan.planoValorPagamento, percent);
    expect(plan.planoValorPagamentoDesconto).toBe(promised);
    expect(textsAt(j, 'parcela-desconto-valor').at(-1)).toBe(
      `Em vez de ${formatBRL(plan.planoValorPagamento)}, a sua primeira parcela sai por ${formatBRL(promised)}.`,
    );

    await j.click('SEGUIR COM ESSE PLANO');
    await j.at('proposal-plan-holder');
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await entered(rec, 'payment-init');
    await j.at('payment-options');

    // The proposal names the lead's company, the sandbox charges the lead's offer: what was promised.
    expect((rec.callsTo('/api/proposta')[0].body as { empresaId: number }).empresaId).toBe(HALF_PAY.empresaId);
    const [proposal] = j.sandbox.sandbox.db.all('SELECT empresa_id, primeiro_pagamento FROM proposals') as Array<Record<string, unknown>>;
    expect(Number(proposal.empresa_id)).toBe(HALF_PAY.empresaId);
    expect(Number(proposal.primeiro_pagamento)).toBe(promised);
    expect(j.conversation.state.value.payment.valor).toBe(promised);
    expect(textsAt(j, 'payment-first-parcel')).toEqual([`O valor da primeira parcela é de ${formatBRL(promised)}.`]);
  });
});
