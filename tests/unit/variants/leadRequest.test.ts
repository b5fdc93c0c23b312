// For every route the lead request (POST /api/lead) carries that variant's ids, walked through the
// real flows and the in-process sandbox; and the catalogue of categories is asked for its company.
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedVariant } from '../../../src/contracts/content.ts';
import { resolveVariant } from '../../../src/variants/resolveVariant.ts';
import { startJourney, type Journey } from '../../conversations/harness.ts';
import { pickCategory, record, type Asset } from '../../conversations/leadJourney.ts';
import { walkToLead, waitFor } from './walkToLead.ts';
import { variants } from './realVariants.ts';

let journey: Journey | undefined;
afterEach(() => journey?.stop());

function at(path: string, query = ''): ResolvedVariant {
  const result = resolveVariant({ variants, path, host: 'localhost', query, storage: null });
  if (result.status !== 'found') throw new Error(`${path}: ${result.reason}`);
  return result.variant;
}

async function leadRequest(variant: ResolvedVariant, asset: Asset = 'CARRO') {
  journey = await startJourney({ variantPatch: { ...variant, fakeLoad: 0 } });
  const j = journey;
  const rec = record(j);
  await j.at('copy-message-2');
  await j.click('SIMULAR AGORA');
  await pickCategory(j, asset);
  await walkToLead(j, asset === 'SERVICO' ? '15000' : '50000');
  await waitFor(() => rec.callsTo('/api/lead').length > 0);
  return { lead: rec.callsTo('/api/lead')[0].body as Record<string, unknown>, categoria: rec.callsTo('/api/categoria')[0].query };
}

describe('the lead request on every route', () => {
  // Routes and ids come from variants/ (the spec's values are checked in resolveVariant.test.ts).
  it.each(Object.values(variants).map((v) => [v.route!]))('%s sends its variant’s campaign, purchase and company ids', async (route) => {
    const variant = at(route);
    const expected = [variant.campanhaId, variant.compraId, variant.empresaId];
    const { lead, categoria } = await leadRequest(variant);
    expect([lead.campanhaId, lead.compraId, lead.empresaId]).toEqual(expected);
    expect(lead).toMatchObject({ tipo: 1, referralCode: null });
    expect(categoria.get('empresaID')).toBe(String(expected[2]));
  });

  it('sends the referral campaign and the code with a referralcode, and the idc campaign with an idc', async () => {
    // Services have no plan of the referral's special type: the rule keeps company 58, purchase 130.
    const { lead } = await leadRequest(at('/premmia', '?referralcode=AMIGO10&idc=612'), 'SERVICO');
    expect(lead).toMatchObject({ campanhaId: 612, compraId: 130, empresaId: 58, referralCode: 'AMIGO10' });
  });

  // Waits for the lead phase: saveLead (src/actions/lead/saveLead.ts) must send
  // leadIds(ctx.variant, consorcio.tipoPlano) instead of the variant's own compraId/empresaId.
  it('with a referral code, a plan of the special type goes to company 99, purchase 173', async () => {
    const { lead } = await leadRequest(at('/premmia', '?referralcode=AMIGO10'), 'CARRO');
    expect(lead).toMatchObject({ campanhaId: 605, compraId: 173, empresaId: 99, referralCode: 'AMIGO10' });
  });
});
