// Issue 11: a content-only change must not need TypeScript to stay green. In a copy of the
// project, an editor adds a partner exactly as docs/partners.md shows (one YAML file, no logo) and
// an option step between two lead questions, with one more row in tests/journeys/answers.yaml; the
// journeys the TypeScript suites share (walkLead, fillHolder, answerUntil, which the lead and
// proposal journeys go through) still reach the plans, the lead request, the terms and the payment.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { ANSWERS_FILE } from '../journeys/answers.ts';
import { docsPartner } from '../unit/variants/realVariants.ts';
import { startJourney, type Journey } from './harness.ts';
import { entered, record, walkLead } from './leadJourney.ts';
import { atHolder, choosePlan, fillHolder, offers } from './plansSetup.ts';

const ROOT = process.cwd();
const ADDED_STEP = 'lead-contact-preference';

/** flows/lead.yaml with an option step right after the income question, before whatever came next. */
function withAddedQuestion(lead: string): string {
  const doc = parseDocument(lead);
  const after = doc.getIn(['steps', 'basico-valor-renda', 'next']);
  if (typeof after !== 'string') throw new Error('flows/lead.yaml: basico-valor-renda has no single next step; update this fixture edit');
  doc.setIn(['steps', 'basico-valor-renda', 'next'], ADDED_STEP);
  doc.setIn(
    ['steps', ADDED_STEP],
    doc.createNode({
      say: 'Por onde você prefere receber a simulação?',
      options: [
        { label: 'E-MAIL', next: after },
        { label: 'WHATSAPP', next: after },
      ],
    }),
  );
  return doc.toString();
}

/** A copy of the content an editor changes: flows/, variants/ and the answer table. */
function editedProject(options: { answerRow: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'content-change-'));
  cpSync(join(ROOT, 'flows'), join(root, 'flows'), { recursive: true });
  cpSync(join(ROOT, 'variants'), join(root, 'variants'), { recursive: true });
  mkdirSync(join(root, 'tests/journeys'), { recursive: true });
  const partner = docsPartner();
  writeFileSync(join(root, 'variants', `${partner.name}.yaml`), partner.yaml);
  writeFileSync(join(root, 'flows/lead.yaml'), withAddedQuestion(readFileSync(join(ROOT, 'flows/lead.yaml'), 'utf8')));
  // The one row an editor adds for the new question.
  const answers = parseDocument(readFileSync(join(ROOT, ANSWERS_FILE), 'utf8'));
  if (options.answerRow) answers.setIn(['answers', ADDED_STEP], 'WHATSAPP');
  writeFileSync(join(root, ANSWERS_FILE), answers.toString());
  return root;
}

const edited = editedProject({ answerRow: true });
const rowMissing = editedProject({ answerRow: false });
afterAll(() => [edited, rowMissing].forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a content-only change keeps the TypeScript journeys green', () => {
  let j: Journey | undefined;
  afterEach(() => j?.stop());

  it('the edited content compiles: the added step and the docs’ partner pass the flow check', () => {
    const { diagnostics, flow, variants } = compileFlows({ root: edited });
    // Warnings too: npm test runs flows:check --strict.
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`)).toEqual([]);
    expect(flow.steps[ADDED_STEP]).toBeDefined();
    expect(variants[docsPartner().name]).toBeDefined();
  });

  it('a lead journey answers the added question from its row and reaches the plans', async () => {
    j = await startJourney({ root: edited });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO', plan: 'CRÉDITO INTEGRAL', credito: '50.000', renda: '10.000' });
    await entered(rec, 'plans-list-select');
    expect(rec.steps.slice(rec.steps.indexOf('basico-valor-renda'))).toContain(ADDED_STEP);
    expect(j.transcript()).toContain('you: WHATSAPP');
    expect(rec.callsTo('/api/lead')).toHaveLength(1);
  });

  it('the docs’ partner, on its route, sends its ids through the added question and is charged the discount it promises', async () => {
    const partner = docsPartner();
    j = await startJourney({ root: edited, variant: partner.name });
    const rec = record(j);
    await walkLead(j, { tipoBem: 'CARRO' });
    const variant = j.conversation.variant;
    expect(rec.callsTo('/api/lead')[0].body).toMatchObject({ campanhaId: variant.campanhaId, compraId: variant.compraId, empresaId: variant.empresaId });
    expect(rec.steps).toContain(ADDED_STEP);

    // On to the payment: the sandbox reads its campaign discounts from the same edited variants/.
    await choosePlan(j, 0, offers(j)[0].planosTipos[0].name);
    await j.at('proposal-confirm-infos');
    await j.click('SEGUIR COM ESSE PLANO');
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('payment-options');
    const { plan, payment } = j.conversation.state.value;
    expect(plan.descontoPercentual).toBe(50);
    expect(payment.valor).toBe(plan.planoValorPagamentoDesconto);
    expect(payment.valor).toBeLessThan(plan.planoValorPagamento);
  });

  it('the holder journey still reaches the terms on the edited content', async () => {
    j = await atHolder({ root: edited });
    await fillHolder(j);
    expect(j.conversation.currentStep.value).toBe('proposal-terms');
  });

  it('without the row, the journey stops at the added question and says which row to add', async () => {
    j = await startJourney({ root: rowMissing });
    await expect(walkLead(j, { tipoBem: 'CARRO', credito: '50.000', renda: '10.000' })).rejects.toThrow(
      `met the question "${ADDED_STEP}", which ${ANSWERS_FILE} has no row for: add one`,
    );
  });
});
