// The campaign discount on the first payment: a lead saved with a discounted variant's ids is
// charged what the chat promised (plan.planoValorPagamentoDesconto) on the proposal, the Pix BR
// Code, the boleto and the card; any other lead pays the plan's first payment in full.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { compiledVariants } from '../../sandbox/campaigns/compiledVariants.ts';
import { discountTable } from '../../src/variants/discountTable.ts';
import { discountedAmount } from '../../src/domain/discount.ts';
import { campaignDiscount } from '../../src/variants/campaignDiscount.ts';
import { PLAN_TYPES } from '../../src/domain/planTypes.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { applyReferral } from '../../src/variants/applyReferral.ts';
import { leadIds, type LeadIds } from '../../src/variants/leadIds.ts';
import { parseTlv } from './emv.ts';
import { readLinha } from './febraban.ts';
import { LEAD, proposalBody, startSandbox, type RunningSandbox } from './sandbox.ts';
import { schemaProblems } from './schemas.ts';
import { TEST_CARDS } from '../../sandbox/payments/card.ts';

/** Car R$ 50.000 integral: instalment R$ 755,00 + membership fee R$ 500,00 (sandbox/README.md). */
const FULL = 125_500;

const PERFORMANCE: LeadIds = { campanhaId: 759, compraId: 176, empresaId: 102 }; // variants/performance.yaml, desconto: true
const ROTA99: LeadIds = { campanhaId: 426, compraId: 156, empresaId: 85 }; // variants/rota99.yaml, desconto: true
const MAIN: LeadIds = { campanhaId: 851, compraId: 161, empresaId: 90 }; // variants/main.yaml, no discount
const NINETY_NINE: LeadIds = { campanhaId: 426, compraId: 120, empresaId: 48 }; // variants/99.yaml: rota99's campaign, no discount
const REFERRAL: LeadIds = { campanhaId: 605, compraId: 130, empresaId: 58 }; // defaults.yaml referral block, desconto: true
const REFERRAL_REDUCED: LeadIds = { campanhaId: 605, compraId: 173, empresaId: 99 }; // the referral's PARCELA_REDUZIDA ids

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

/** A lead saved with these ids, and the proposal for the car R$ 50.000 integral plan. */
async function proposalFor(ids: LeadIds, api = sb.api) {
  const lead = await api.saveLead({ ...LEAD, ...ids });
  const [item] = await api.searchCatalogue({ minValor: 5_000_000, categorias: '2', pagaIntegral: true });
  const plan = item.planosTipos[0];
  expect(plan.valorParcelaPrimeiroPagto).toBe(FULL);
  const body = { ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }), empresaId: ids.empresaId };
  return api.createProposal(body);
}

describe('first payment of a lead saved with a discounted campaign', () => {
  it('is 50 % off on the proposal, in the Pix BR Code (field 54) and on the boleto', async () => {
    const proposal = await proposalFor(PERFORMANCE);
    expect(proposal.valorPrimeiroPagamento).toBe(62_750);

    const pix = await sb.api.payPix(proposal.propostaToken);
    expect(pix.valor).toBe(62_750);
    expect(parseTlv(pix.qrCode).get('54')).toBe('627.50');

    const boleto = await sb.api.payBoleto(proposal.propostaToken);
    expect(boleto.valor).toBe(62_750);
    expect(readLinha(boleto.boletoCodigoBarras)?.amount).toBe(62_750);
    expect(schemaProblems(sb.recorded)).toEqual([]);
  });

  it('is 50 % off on the card too', async () => {
    const proposal = await proposalFor(ROTA99);
    expect(proposal.valorPrimeiroPagamento).toBe(62_750);
    const paid = await sb.api.payCard({
      cartaoBandeira: 'VISA',
      cartaoCodigoSeguranca: '987',
      cartaoCpfTitular: '52998224725',
      cartaoNomeTitular: 'MARIA DA SILVA',
      cartaoNumero: TEST_CARDS.approved,
      cartaoValidadeMes: '12',
      cartaoValidadeAno: '2030',
      cartaoParcelas: 2,
      cartaoId: '',
      propostaToken: proposal.propostaToken,
    });
    expect(paid.data).toMatchObject({ status: 'aprovado', valor: 62_750, valorParcela: 31_375 });
  });

  it('applies with a referral code, whatever plan type picked the ids', async () => {
    expect((await proposalFor(REFERRAL)).valorPrimeiroPagamento).toBe(62_750);
    expect((await proposalFor(REFERRAL_REDUCED)).valorPrimeiroPagamento).toBe(62_750);
  });
});

describe('first payment of any other lead', () => {
  it('is the plan’s full first payment on the proposal, the Pix BR Code and the boleto', async () => {
    const proposal = await proposalFor(MAIN);
    expect(proposal.valorPrimeiroPagamento).toBe(FULL);
    const pix = await sb.api.payPix(proposal.propostaToken);
    expect(parseTlv(pix.qrCode).get('54')).toBe('1255.00');
    const boleto = await sb.api.payBoleto(proposal.propostaToken);
    expect(readLinha(boleto.boletoCodigoBarras)?.amount).toBe(FULL);
  });

  it('is full for a discounted variant’s campaign id sent with another purchase, and for ids no variant sends', async () => {
    expect((await proposalFor(NINETY_NINE)).valorPrimeiroPagamento).toBe(FULL);
    expect((await proposalFor({ campanhaId: 1, compraId: 2, empresaId: 3 })).valorPrimeiroPagamento).toBe(FULL);
  });
});

describe('the discount table', () => {
  it('gives every lead the client could save exactly the discount the client shows, for every variant file', () => {
    const { variants } = compileFlows({ root: process.cwd() });
    const table = sb.app.sandbox.discounts();
    const names = Object.keys(variants);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      for (const variant of [variants[name], applyReferral(variants[name], 'x')]) {
        for (const tipoPlano of PLAN_TYPES) {
          const ids = leadIds(variant, tipoPlano);
          expect(table.percentFor(ids), `${name} ${tipoPlano}`).toBe(campaignDiscount(variant, ids));
        }
      }
    }
    // The client's amount and the server's come from the same function.
    expect(discountedAmount(FULL, table.percentFor(PERFORMANCE))).toBe(62_750);
  });

  it('refuses two variants that send the same purchase and company with different discounts', () => {
    const variant = (patch: Partial<ResolvedVariant>) =>
      ({ name: 'x', tipo: 1, fakeLoad: 0, tipoTabela: 'integral', navBar: true, linkWhatsApp: '', ...MAIN, ...patch }) as ResolvedVariant;
    expect(() => discountTable({ a: variant({ desconto: true }), b: variant({ desconto: false }) })).toThrow(
      /variant "b" sends compraId\/empresaId 161\/90 with 0 % off, but variant "a" sends them with 50 %/,
    );
    // Another campaign id with the same offer is the same discount (what ?idc= does).
    expect(() => discountTable({ a: variant({ desconto: true }), b: variant({ desconto: true, campanhaId: 1 }) })).not.toThrow();
  });
});

describe('a project whose variant is company 97 (60 % by the company rule)', () => {
  let root: string;
  let other: RunningSandbox;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'discount-root-'));
    mkdirSync(join(root, 'variants'));
    writeFileSync(
      join(root, 'variants', 'defaults.yaml'),
      'tipo: 1\nfakeLoad: 0\ntipoTabela: integral\nnavBar: true\nlinkWhatsApp: "https://wa.me/1"\ndesconto: false\n',
    );
    writeFileSync(join(root, 'variants', 'parceiro.yaml'), 'campanhaId: 900\ncompraId: 901\nempresaId: 97\ndesconto: true\n');
    // Standalone, the sandbox compiles a project's variants through the compiler's front door.
    other = await startSandbox({ variants: compiledVariants(root) });
  });
  afterAll(async () => {
    await other.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('charges 40 % of the first payment to its leads, and the full amount to the others', async () => {
    const proposal = await proposalFor({ campanhaId: 900, compraId: 901, empresaId: 97 }, other.api);
    expect(proposal.valorPrimeiroPagamento).toBe(50_200);
    expect(parseTlv((await other.api.payPix(proposal.propostaToken)).qrCode).get('54')).toBe('502.00');
    // This project has no performance variant: its ids get no discount here.
    expect((await proposalFor(PERFORMANCE, other.api)).valorPrimeiroPagamento).toBe(FULL);
  });
});
