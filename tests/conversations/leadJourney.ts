// Helpers for the lead-phase journeys: what the category carousel does (the completion the
// component sends), a record of the steps entered and of the calls the app made, and a walk
// through the whole phase with answers a test can vary.
import { effect } from '@preact/signals-core';
import { expect } from 'vitest';
import { createApiClient, setApiClient } from '../../src/api/index.ts';
import type { Answers } from '../journeys/answers.ts';
import { SETTLE_MS, waitFor } from '../../scripts/conversation-tests/index.ts';
import { answerUntil } from './answerQuestions.ts';
import type { Journey } from './harness.ts';

export interface Recorder {
  /** Every step entered, in order (repeats included). */
  steps: string[];
  /** Every API call: method, path, query and JSON body. */
  calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }>;
  /** Makes every call to exactly this path answer this status, until cleared. */
  fail(path: string, status: number, body?: unknown): void;
  clearFailures(): void;
  /** Calls to one path. */
  callsTo(path: string): Recorder['calls'];
}

/** Records steps and API calls of a journey; must run right after startJourney (before any API call worth checking). */
export function record(j: Journey): Recorder {
  const steps: string[] = [];
  effect(() => {
    const step = j.conversation.currentStep.value;
    if (step) steps.push(step);
  });
  const calls: Recorder['calls'] = [];
  const failures = new Map<string, { status: number; body: unknown }>();
  const sandbox = j.sandbox;
  setApiClient(
    createApiClient({
      baseUrl: 'http://sandbox.test',
      appKey: sandbox.sandbox.config.appKey,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        const text = request.method === 'GET' ? '' : await request.clone().text();
        calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined });
        const failure = failures.get(url.pathname);
        if (failure) {
          return new Response(failure.body === undefined ? '' : JSON.stringify(failure.body), {
            status: failure.status,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return sandbox.fetch(request);
      },
    }),
  );
  return {
    steps,
    calls,
    fail: (path, status, body) => failures.set(path, { status, body }),
    clearFailures: () => failures.clear(),
    callsTo: (path) => calls.filter((c) => c.path === path),
  };
}

export type Asset = 'IMOVEL' | 'CARRO' | 'MOTO' | 'SERVICO' | 'CAMINHAO';

/** What the carousel does when the visitor taps the card of this asset. */
export async function pickCategory(j: Journey, tipoBem: Asset): Promise<string> {
  await j.at('lead-select-category');
  const cards = shownCategories(j);
  const card = cards.find((c) => c.tipoBem === tipoBem);
  if (!card) throw new Error(`no ${tipoBem} card; shown: ${cards.map((c) => c.nome).join(', ')}`);
  await j.conversation.complete('ok', { echo: card.nome, input: card.categoriaID });
  return card.nome;
}

/** The cards the carousel shows (what loadCategories stored). */
export function shownCategories(j: Journey) {
  return j.conversation.state.value.catalogue.categorias;
}

export interface LeadAnswers {
  tipoBem: Asset;
  /** Label of lead-select-plan's option, when that question is asked (else the answer table's). */
  plan?: 'PAGA METADE' | 'CRÉDITO INTEGRAL';
  nome?: string;
  credito?: string;
  renda?: string;
  email?: string;
  telefone?: string;
  /** Where the walk ends (default plans-list-select, the plan carousel). */
  until?: string;
}

/**
 * From the greeting through the category card to `until`, answering every question the bot asks:
 * these answers first, then tests/journeys/answers.yaml (the walk does not know the questions' order).
 */
export async function walkLead(j: Journey, answers: LeadAnswers): Promise<void> {
  await j.at('copy-message-2');
  await j.click('SIMULAR AGORA');
  await pickCategory(j, answers.tipoBem);
  await answerUntil(j, answers.until ?? 'plans-list-select', leadRows(answers));
}

/** The answers of a lead walk as answer-table rows (by field; the plan type by its step). */
export function leadRows(answers: Omit<LeadAnswers, 'tipoBem'>): Answers {
  const rows: Record<string, string | undefined> = {
    'lead-select-plan': answers.plan,
    'lead.nome': answers.nome,
    'lead.valorCredito': answers.credito,
    'lead.rendaMensal': answers.renda,
    'lead.email': answers.email,
    'lead.telefone': answers.telefone,
  };
  return Object.fromEntries(Object.entries(rows).filter((row): row is [string, string] => row[1] !== undefined));
}

/** Waits until the conversation has entered this step (it may move on by itself afterwards). */
export async function entered(rec: Recorder, step: string, timeoutMs = SETTLE_MS): Promise<void> {
  if (!(await waitFor(() => rec.steps.includes(step), timeoutMs))) expect.fail(`never entered "${step}"; entered: ${rec.steps.join(' → ')}`);
}

/** Types a bad answer and expects the field's message, staying on the same step. */
export async function refuses(j: Journey, text: string, message: string): Promise<void> {
  const step = j.conversation.currentStep.value;
  await j.type(text);
  expect(j.fieldError(), `"${text}" on ${step}`).toBe(message);
  expect(j.conversation.currentStep.value).toBe(step);
  expect(j.conversation.pending.value?.kind).toBe('input');
}
