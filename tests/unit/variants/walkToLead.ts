// The lead phase after the category card, as a visitor answers it (tests/conversations harness).
import type { Journey } from '../../conversations/harness.ts';

/** After the category: name, the plan question when asked, credit, income, e-mail, phone. */
export async function walkToLead(j: Journey, credito = '50000'): Promise<void> {
  await j.at('lead-basic-name');
  await j.type('Maria da Conceição');
  await waitFor(() => ['lead-select-plan', 'lead-credit-value-add'].includes(j.conversation.currentStep.value ?? '') && j.conversation.pending.value !== null);
  if (j.conversation.currentStep.value === 'lead-select-plan') await j.click('CRÉDITO INTEGRAL');
  await j.at('lead-credit-value-add');
  await j.type(credito);
  await j.at('basico-valor-renda');
  await j.type('10000');
  await j.at('lead-add-email');
  await j.type('joao.silva@gmail.com');
  await j.at('lead-add-phone');
  await j.type('(11) 98765-4321');
}

export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
