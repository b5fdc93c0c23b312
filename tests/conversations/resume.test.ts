// Issue 15 item 8: nothing is lost on a reload or on the error step's TENTAR NOVAMENTE. A
// conversation's snapshot, resumed in a fresh conversation (what a reload does), waits on the
// same question with the same messages and answers; TENTAR NOVAMENTE after an error goes back to
// the question the visitor was on, answers kept.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiClient, setApiClient } from '../../src/api/index.ts';
import { createConversation } from '../../src/engine/createConversation.ts';
import { realBindings } from '../unit/realBindings.ts';
import type { Journey } from './harness.ts';
import { project } from './harness.ts';
import { atHolder, fillHolder, patchApi } from './plansSetup.ts';

describe('issue 15 item 8: resuming a conversation', () => {
  let j: Journey;
  afterEach(() => j?.stop());

  it('a snapshot taken mid-proposal resumes in a new conversation on the same question, texts and answers as they were', async () => {
    j = await atHolder();
    await j.click('PESSOA FÍSICA');
    await j.at('proposal-add-name-razao');
    await j.type('Maria da Conceição');
    await j.at('proposal-add-cpf-cnpj');
    const snapshot = j.conversation.snapshot();
    expect(snapshot).not.toBeNull();
    // Survives the trip through storage.
    const stored = JSON.parse(JSON.stringify(snapshot));

    const { flow } = project();
    const reloaded = createConversation({ flow, variant: j.conversation.variant, ...realBindings });
    expect(await reloaded.resume(stored)).toBe(true);
    expect(reloaded.currentStep.value).toBe('proposal-add-cpf-cnpj');
    expect(reloaded.pending.value).toMatchObject({ kind: 'input', step: 'proposal-add-cpf-cnpj' });
    expect(reloaded.messages.value).toEqual(j.conversation.messages.value);
    expect(reloaded.state.value.contract.nomeRazao).toBe('Maria da Conceição');
    expect(reloaded.state.value).toEqual(j.conversation.state.value);
    // And it goes on from there.
    await reloaded.answer('529.982.247-25');
    expect(reloaded.state.value.contract.cpfCnpj).toBe('52998224725');
  });

  it('a snapshot whose step no longer exists does not resume and changes nothing', async () => {
    j = await atHolder();
    const snapshot = j.conversation.snapshot()!;
    const { flow } = project();
    const reloaded = createConversation({ flow, variant: j.conversation.variant, ...realBindings });
    expect(await reloaded.resume({ ...snapshot, step: 'passo-que-nao-existe-mais' })).toBe(false);
    expect(reloaded.messages.value).toEqual([]);
    expect(reloaded.currentStep.value).toBeNull();
  });

  it('TENTAR NOVAMENTE after an error returns to the question the visitor was on, answers kept', async () => {
    j = await atHolder();
    const working = apiClient();
    patchApi(() => ({ createProposal: () => Promise.reject(new ApiError('network', 'Network Error')) }));
    await fillHolder(j);
    const before = j.conversation.messages.value.length;
    await j.click('CONFIRMAR');
    await j.at('error-general');
    expect(j.conversation.snapshot()).toBeNull(); // error steps are never the point to resume
    setApiClient(working);
    await j.click('TENTAR NOVAMENTE');
    await j.at('proposal-terms');
    expect(j.conversation.messages.value).toHaveLength(before);
    expect(j.conversation.state.value.contract.nomeRazao).toBe('Maria da Conceição');
    expect(j.options()).toContain('CONFIRMAR');
    await j.click('CONFIRMAR');
    await j.at('payment-options', 5000);
  });
});
