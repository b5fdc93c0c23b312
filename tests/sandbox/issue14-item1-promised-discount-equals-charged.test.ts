// Issue 14 item 1, through the sandbox: for every variant file × {plain link, ?idc=123,
// ?referralcode=…} × plan type, a lead saved with the ids the app sends (resolveVariant, then
// leadIds) is charged on its proposal exactly the first payment the chat promises for that
// resolved variant (src/variants/campaignDiscount.ts) — a discounted one or the full one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { discountedAmount } from '../../src/domain/discount.ts';
import { PLAN_TYPES } from '../../src/domain/planTypes.ts';
import { campaignDiscount } from '../../src/variants/campaignDiscount.ts';
import { leadIds } from '../../src/variants/leadIds.ts';
import { resolveVariant } from '../../src/variants/resolveVariant.ts';
import { parseTlv } from './emv.ts';
import { LEAD, proposalBody, startSandbox, type RunningSandbox } from './sandbox.ts';

/** Car R$ 50.000 integral: instalment R$ 755,00 + membership fee R$ 500,00 (sandbox/README.md). */
const FULL = 125_500;
const { variants } = compileFlows({ root: process.cwd() });
const ENTRIES = { plain: '', idc: '?idc=123', referral: '?referralcode=AMIGO10' } as const;

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

describe('issue 14 item 1: promised discount == charged discount, through the sandbox', () => {
  it.each(Object.keys(variants))('%s: every entry and plan type is charged the first payment the chat promises', async (name) => {
    const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2', pagaIntegral: true });
    const plan = item.planosTipos[0];
    expect(plan.valorParcelaPrimeiroPagto).toBe(FULL);
    for (const [entry, query] of Object.entries(ENTRIES)) {
      const resolved = resolveVariant({ variants, path: variants[name].route ?? '/', host: 'localhost', query, storage: null });
      if (resolved.status !== 'found') throw new Error(`${name}${query}: ${resolved.reason}`);
      const variant = resolved.variant;
      for (const tipoPlano of PLAN_TYPES) {
        const ids = leadIds(variant, tipoPlano);
        const promised = discountedAmount(FULL, campaignDiscount(variant, ids));
        const lead = await sb.api.saveLead({ ...LEAD, ...ids, tipo: variant.tipo, referralCode: variant.referralcode ?? null });
        const proposal = await sb.api.createProposal({
          ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }),
          empresaId: ids.empresaId,
        });
        expect(proposal.valorPrimeiroPagamento, `${name} ${entry} ${tipoPlano}`).toBe(promised);
      }
    }
  });

  it('the reported case: /performance?idc=123 is promised and charged R$ 627,50, in the Pix BR Code too', async () => {
    const resolved = resolveVariant({ variants, path: '/performance', host: 'localhost', query: '?idc=123', storage: null });
    if (resolved.status !== 'found') throw new Error(resolved.reason);
    const ids = leadIds(resolved.variant, 'CREDITO_INTEGRAL');
    expect(ids.campanhaId).toBe(123);
    expect(discountedAmount(FULL, campaignDiscount(resolved.variant, ids))).toBe(62_750);
    const lead = await sb.api.saveLead({ ...LEAD, ...ids });
    const [item] = await sb.api.searchCatalogue({ minValor: 5_000_000, categorias: '2', pagaIntegral: true });
    const plan = item.planosTipos[0];
    const proposal = await sb.api.createProposal({
      ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }),
      empresaId: ids.empresaId,
    });
    expect(proposal.valorPrimeiroPagamento).toBe(62_750);
    expect(parseTlv((await sb.api.payPix(proposal.propostaToken)).qrCode).get('54')).toBe('627.50');
  });
});
