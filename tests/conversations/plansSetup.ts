// Starts plans/proposal journeys mid-way, where the lead phase would hand over: a real lead saved
// in the sandbox, the category chosen, the offers of a real catalogue search in catalogue.ofertas,
// then plans-list-select. Also the carousel's and the proposal's common moves.
import { expect } from 'vitest';
import { apiClient, setApiClient, type ApiClient, type CatalogueItem, type LeadRequest } from '../../src/api/index.ts';
import { planTypeChoice } from '../../src/domain/planTypeChoice.ts';
import { categoryById } from '../../src/domain/categories.ts';
import { planSearchQuery } from '../../src/domain/planSearch.ts';
import type { Offer } from '../../src/domain/planOffer.ts';
import { continueWithPlan } from '../../src/ui/components/plans/selectPlan.ts';
import type { Answers } from '../journeys/answers.ts';
import { SETTLE_MS, waitFor } from '../../scripts/conversation-tests/index.ts';
import { answerUntil } from './answerQuestions.ts';
import { settled, startJourney, type Journey, type JourneyOptions } from './harness.ts';

export interface PlansStart extends JourneyOptions {
  /** Category id (default 2, car integral). */
  categoriaId?: LeadRequest['categoriaId'];
  /** Credit in centavos (default R$ 50.000). */
  valorCredito?: number;
  /** Monthly income in centavos (default R$ 10.000). */
  rendaMensal?: number;
}

export const VISITOR = { nome: 'Maria da Conceição', email: 'maria@exemplo.com.br', telefone: '11987654321' };

/** The journey's variant's own ids: what saveLead stores for a lead saved on it (no referral, no planIds). */
export function ownLeadIds(j: Journey): { campanhaId: number; compraId: number; empresaId: number } {
  const { campanhaId, compraId, empresaId } = j.conversation.variant;
  return { campanhaId, compraId, empresaId };
}

/** A journey waiting at plans-list-select with real offers. */
export async function atPlans(start: PlansStart = {}): Promise<Journey> {
  const j = await startJourney(start);
  const { variant } = j.conversation;
  const ids = ownLeadIds(j);
  const categoriaId = start.categoriaId ?? 2;
  const category = categoryById(categoriaId)!;
  const lead = { ...VISITOR, rendaMensal: start.rendaMensal ?? 1_000_000, rendaExtra: 0, valorCredito: start.valorCredito ?? 5_000_000 };
  const saved = await apiClient().saveLead({
    nome: lead.nome,
    email: lead.email,
    telefone: lead.telefone,
    rendaMensal: lead.rendaMensal,
    ...ids,
    categoriaId,
    tipo: variant.tipo,
    referralCode: null,
  });
  // As saveLead stores it: the identity and the ids the lead was saved with.
  j.seed('lead', { ...lead, leadId: String(saved.id), leadToken: saved.LeadToken, ...ids });
  j.seed('consorcio', {
    tipoBem: category.tipoBem,
    produtoCategoria: category.produtoCategoria,
    ...planTypeChoice(category.tipoBem, category.tipoPlano),
  });
  const { consorcio } = j.conversation.state.value;
  const ofertas = await apiClient().searchCatalogue(planSearchQuery({ ...lead, categoriaId, tipoPlano: consorcio.tipoPlano, empresaId: variant.empresaId }));
  j.seed('catalogue', { ofertas });
  await j.goTo('plans-list-select');
  await j.at('plans-list-select');
  return j;
}

/** The offers the carousel on screen shows. */
export function offers(j: Journey): Offer[] {
  return j.conversation.state.value.catalogue.ofertas;
}

/** CONTINUAR with the plan variant `name` of the offer at `offerIndex` (what the carousel does). */
export async function choosePlan(j: Journey, offerIndex = 0, name = 'Integral'): Promise<void> {
  const offer = offers(j)[offerIndex];
  const plan = offer.planosTipos.find((p) => p.name === name);
  if (!plan) throw new Error(`offer ${offerIndex} has no ${name} plan: ${offer.planosTipos.map((p) => p.name).join(', ')}`);
  await continueWithPlan(j.conversation, offer, plan);
}

/** From the carousel to proposal-plan-holder with the first offer's Integral plan. */
export async function atHolder(start: PlansStart = {}): Promise<Journey> {
  const j = await atPlans(start);
  await choosePlan(j, 0, offers(j)[0].planosTipos[0].name);
  await j.at('proposal-confirm-infos');
  await j.click('SEGUIR COM ESSE PLANO');
  await j.at('proposal-plan-holder');
  return j;
}

export interface Holder {
  type: 'PESSOA FÍSICA' | 'PESSOA JURÍDICA';
  name: string;
  document: string;
  cep: string;
  date: string;
}

export const INDIVIDUAL: Holder = { type: 'PESSOA FÍSICA', name: 'Maria da Conceição', document: '529.982.247-25', cep: '01310-100', date: '17/05/1990' };
export const COMPANY: Holder = {
  type: 'PESSOA JURÍDICA',
  name: 'Padaria Pão & Cia Ltda',
  document: '11.222.333/0001-81',
  cep: '01001-000',
  date: '10/03/2020',
};

/** The holder's answers as answer-table rows (tests/journeys/answers.yaml): the type by its step, the rest by field. */
export function holderRows(holder: Holder): Answers {
  return {
    'proposal-plan-holder': holder.type,
    'contract.nomeRazao': holder.name,
    'contract.cpfCnpj': holder.document,
    'contract.cep': holder.cep,
    'contract.nascimentoFundacao': holder.date,
  };
}

/** Answers the holder questions up to `until` (default proposal-terms; a CEP with street and neighbourhood). */
export async function fillHolder(j: Journey, holder: Holder = INDIVIDUAL, until = 'proposal-terms'): Promise<void> {
  await answerUntil(j, until, holderRows(holder));
}

/**
 * Waits until the conversation has entered payment-init (the payment phase's first step, which
 * moves on by itself once that phase is in place) and the bot has settled.
 */
export async function reachedPaymentInit(j: Journey, timeoutMs = SETTLE_MS): Promise<void> {
  const c = j.conversation;
  if (!(await waitFor(() => c.messages.value.some((m) => m.step === 'payment-init') && settled(c), timeoutMs))) {
    throw new Error(`never reached payment-init\n${j.transcript().join('\n')}\n--- step: ${c.currentStep.value}`);
  }
}

/** Replaces some calls of the API client the actions use, keeping the sandbox for the rest. */
export function patchApi(patch: (real: ApiClient) => Partial<ApiClient>): void {
  const real = apiClient();
  setApiClient({ ...real, ...patch(real) });
}

/** Types a value and expects the field to refuse it with this message. */
export async function expectRefused(j: Journey, text: string, message: string): Promise<void> {
  const step = j.conversation.currentStep.value;
  await j.type(text);
  expect(j.fieldError(), `"${text}"`).toBe(message);
  expect(j.conversation.currentStep.value).toBe(step);
}

/** The text of the data summary (proposal-show-data) last shown. */
export function lastSummary(j: Journey): string {
  const texts = j.transcript().filter((line) => line.startsWith('bot: Titular:'));
  return texts.at(-1) ?? '';
}

export type { CatalogueItem };
