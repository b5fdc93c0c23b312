// Issue 28 item 5: personal data stays behind. The tab's saved conversation (sessionStorage) held
// the visitor's name, CPF, birth date, address and the proposal token after "Compra finalizada".
// Now it keeps only what resuming needs: everything while the proposal and the payment need it,
// then, from compra-finalizada on, no personal data and no token; and nothing once the
// conversation ends. A real journey on the real flows and sandbox, saved as the page saves it.
import { afterEach, describe, expect, it } from 'vitest';
import { createConversation } from '../../src/engine/createConversation.ts';
import type { Conversation } from '../../src/engine/types.ts';
import { conversationStore } from '../../src/session/conversationStore.ts';
import { keepSaved, startOrResume } from '../../src/session/persistConversation.ts';
import { SNAPSHOT_KEY } from '../../src/session/savedConversation.ts';
import { settledOn } from '../../scripts/conversation-tests/index.ts';
import { realBindings } from '../unit/realBindings.ts';
import { answerUntil } from './answerQuestions.ts';
import { project, type Journey } from './harness.ts';
import { atHolder, fillHolder, INDIVIDUAL, VISITOR } from './plansSetup.ts';

function tabStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** What the tab holds, as text: what anyone with the browser could read. */
const saved = (storage: ReturnType<typeof tabStorage>) => storage.data.get(SNAPSHOT_KEY) ?? '';

/** The holder's and the visitor's data as they would be written in the snapshot. */
function personalData(j: Journey): Record<string, string> {
  const { lead, contract, proposal } = j.conversation.state.value;
  return {
    name: 'Conceição',
    firstName: '"Maria',
    CPF: '52998224725',
    'CPF as typed': INDIVIDUAL.document,
    'birth date': INDIVIDUAL.date,
    CEP: '01310100',
    street: contract.logradouro,
    neighbourhood: contract.bairro,
    'e-mail': VISITOR.email,
    phone: VISITOR.telefone,
    'proposal token': proposal.propostaToken,
    'lead token': lead.leadToken,
  };
}

/** A reload: the page's code resumes what the tab saved in a new conversation. */
async function reload(j: Journey, storage: ReturnType<typeof tabStorage>): Promise<Conversation> {
  const again = createConversation({ flow: project().flow, variant: j.conversation.variant, ...realBindings });
  await startOrResume(again, conversationStore(storage, j.conversation.variant.name));
  return again;
}

describe('issue 28 item 5: the saved conversation after the purchase', () => {
  let j: Journey;
  let stop = () => {};
  afterEach(() => {
    stop();
    j?.stop();
  });

  it('keeps the data while the payment needs it, and none of it, nor the token, from "Compra finalizada" on', async () => {
    const storage = tabStorage();
    j = await atHolder();
    stop = keepSaved(j.conversation, conversationStore(storage, j.conversation.variant.name));
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('payment-options', 8000);
    const data = personalData(j);
    expect(data['proposal token']).not.toBe('');
    // Resuming the payment needs them: a reload here pays this proposal with this token.
    for (const what of ['CPF', 'street', 'proposal token']) expect(saved(storage), what).toContain(data[what]);

    await j.click('BOLETO');
    await j.at('payment-boleto-options', 8000);
    await j.click('ABRIR BOLETO');
    await answerUntil(j, 'compra-finalizada', { 'payment-boleto-done': 'CONCLUIR' });
    const contrato = j.conversation.state.value.proposal.contrato;
    expect(j.lastBotTexts()).toContain(`O número do seu contrato é ${contrato}. Guarde-o para acompanhar a sua proposta. 📄`);

    const after = saved(storage);
    expect(JSON.parse(after).snapshot.step).toBe('compra-finalizada');
    for (const [what, value] of Object.entries(data)) expect(after, `the saved conversation still holds the ${what}`).not.toContain(value);
    // The live conversation still has them (buying again with the same data uses them).
    expect(j.conversation.state.value.contract.cpfCnpj).toBe('52998224725');

    // A reload brings back the contract number and the question, and the rest goes on from there.
    stop();
    const again = await reload(j, storage);
    expect(await settledOn(again, 'compra-finalizada')).toBe(true);
    const texts = again.messages.value.map((m) => m.text ?? '');
    expect(texts[0]).toContain(contrato);
    expect(texts.join('\n')).not.toMatch(/Maria|529\.982|Paulista/);
    stop = keepSaved(again, conversationStore(storage, again.variant.name));
    const option = (label: string) => (again.pending.value?.kind === 'options' ? again.pending.value.options.find((o) => o.label === label)!.index : -1);
    await again.choose(option('NÃO, OBRIGADO'));
    expect(await settledOn(again, 'pesquisa-inicio')).toBe(true);
    for (const [what, value] of Object.entries(data)) expect(saved(storage), what).not.toContain(value);
    expect(JSON.parse(saved(storage)).snapshot.state.proposal).toMatchObject({ propostaId: j.conversation.state.value.proposal.propostaId, propostaToken: '' });
  });

  it('clears the tab when the conversation ends', async () => {
    const storage = tabStorage();
    j = await atHolder();
    stop = keepSaved(j.conversation, conversationStore(storage, j.conversation.variant.name));
    await fillHolder(j);
    await j.click('CONFIRMAR');
    await j.at('payment-options', 8000);
    await j.click('BOLETO');
    await j.at('payment-boleto-options', 8000);
    await j.click('ABRIR BOLETO');
    await answerUntil(j, 'compra-finalizada', { 'payment-boleto-done': 'CONCLUIR' });
    await j.click('NÃO, OBRIGADO');
    await answerUntil(j, 'pesquisa-ate-mais', { 'pesquisa-inicio': 'AGORA NÃO', 'pesquisa-algo-mais': 'NÃO, OBRIGADO' });
    expect(j.conversation.ended.value).toBe(true);
    expect(storage.data.has(SNAPSHOT_KEY)).toBe(false);
  });
});
