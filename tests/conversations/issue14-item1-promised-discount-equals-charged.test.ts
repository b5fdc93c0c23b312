// Issue 14 item 1: the first instalment the chat promises is the one the payment charges, on every
// entry path. For every variant file × {plain link, ?idc=123, ?referralcode=…}: resolve the variant
// as src/main.tsx does, save the lead and search plans through the app's own actions (so the lead
// carries the ids the app sends), pick the first plan, walk the proposal, and compare the amount
// promised at parcela-desconto-valor with the amount asked at payment-first-parcel (what Pix,
// boleto and card charge).
import { afterEach, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { actions } from '../../src/actions/index.ts';
import { formatBRL } from '../../src/domain/money.ts';
import { resolveVariant } from '../../src/variants/resolveVariant.ts';
import { plain, startJourney, type Journey } from './harness.ts';
import { choosePlan, fillHolder, offers, VISITOR } from './plansSetup.ts';

const { variants } = compileFlows({ root: process.cwd() });
const ENTRIES = { plain: '', idc: '?idc=123', referral: '?referralcode=AMIGO10' } as const;
const cases = Object.keys(variants).flatMap((name) => Object.entries(ENTRIES).map(([entry, query]) => [name, entry, query] as const));

function textsAt(j: Journey, step: string): string[] {
  return j.conversation.messages.value.filter((m) => m.sender === 'bot' && m.step === step && m.text).map((m) => plain(m.text!));
}

/** A journey on the variant a visitor gets at `route + query`, at the plan carousel with a lead saved by the app. */
async function atPlansFrom(route: string, query: string): Promise<Journey> {
  const resolved = resolveVariant({ variants, path: route, host: 'localhost', query, storage: null });
  if (resolved.status !== 'found') throw new Error(`${route}${query}: ${resolved.reason}`);
  const j = await startJourney({ variantPatch: { ...resolved.variant, fakeLoad: 0 } });
  const ctx = j.conversation.context;
  expect((await actions.loadCategories(ctx)).outcome).toBe('ok');
  const cards = j.conversation.state.value.catalogue.categorias;
  const car = cards.find((c) => c.tipoBem === 'CARRO') ?? cards[0];
  expect((await actions.chooseCategory({ ...ctx, input: car.categoriaID })).outcome).toBe('ok');
  j.seed('lead', { ...VISITOR, rendaMensal: 1_000_000, rendaExtra: 0, valorCredito: 5_000_000 });
  expect((await actions.saveLead(ctx)).outcome).toBe('ok');
  expect((await actions.searchPlans(ctx)).outcome).toBe('ok');
  await j.goTo('plans-list-select');
  await j.at('plans-list-select');
  return j;
}

describe('issue 14 item 1: promised discount == charged discount on every entry path', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it.each(cases)('%s, %s link: the first instalment asked at payment is the one promised', async (name, _entry, query) => {
    j = await atPlansFrom(variants[name].route ?? '/', query);
    await choosePlan(j, 0, offers(j)[0].planosTipos[0].name);
    await j.at('proposal-confirm-infos');
    const { plan } = j.conversation.state.value;
    const promised = plan.planoValorPagamentoDesconto;
    const discounted = plan.descontoPercentual > 0;
    // The promise the visitor read (or none, and then the plan's own first payment).
    expect(textsAt(j, 'parcela-desconto-valor')).toEqual(
      discounted ? [`Em vez de ${formatBRL(plan.planoValorPagamento)}, a sua primeira parcela sai por ${formatBRL(promised)}.`] : [],
    );
    if (!discounted) expect(promised).toBe(plan.planoValorPagamento);

    await j.click('SEGUIR COM ESSE PLANO');
    await j.at('proposal-plan-holder');
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('payment-options');
    expect(j.conversation.state.value.payment.valor).toBe(promised);
    expect(textsAt(j, 'payment-first-parcel')).toEqual([`O valor da primeira parcela é de ${formatBRL(promised)}.`]);
  });

  it('covers the case the issue reported: /performance?idc=123 promises and charges R$ 627,50', async () => {
    j = await atPlansFrom('/performance', '?idc=123');
    await choosePlan(j, 0, 'Integral');
    await j.at('proposal-confirm-infos');
    await j.click('SEGUIR COM ESSE PLANO');
    await j.at('proposal-plan-holder');
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('payment-options');
    expect(j.conversation.state.value.payment.valor).toBe(62_750);
    // The lead keeps the campaign id of the link: idc is tracking, and still is.
    const leads = j.sandbox.sandbox.db.all('SELECT campanha_id, compra_id, empresa_id FROM leads') as Array<Record<string, unknown>>;
    expect(leads.map((l) => [Number(l.campanha_id), Number(l.compra_id), Number(l.empresa_id)])).toEqual([[123, 176, 102]]);
  });
});
