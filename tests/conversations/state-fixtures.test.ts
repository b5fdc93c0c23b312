// The state fixtures of flows/fixtures/ against the real flows and the in-process sandbox: each
// one's replay creates what the sandbox must know, and the chat opened at a later step works
// (the payment steps pay with the proposal token the replay created).
import { afterEach, describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { actions } from '../../src/actions/index.ts';
import type { ConversationState } from '../../src/contracts/content.ts';
import { replayFixture } from '../../src/preview/replayFixture.ts';
import { startJourney, type Journey } from './harness.ts';

const { fixtures } = compileFlows({ root: process.cwd() });
let j: Journey | undefined;
afterEach(() => j?.stop());

async function openAt(fixtureName: string, step: string, settlesAt = step): Promise<Journey> {
  const fixture = fixtures[fixtureName];
  expect(fixture, `fixture ${fixtureName}`).toBeDefined();
  j = await startJourney();
  for (const slice of Object.keys(fixture.state) as Array<keyof ConversationState>) j.seed(slice, fixture.state[slice]);
  await replayFixture(fixture, j.conversation.context, actions);
  await j.goTo(step);
  await j.at(settlesAt);
  return j;
}

describe('state fixtures', () => {
  it('proposal-created opens the payment options, and Pix is generated for the replayed proposal', async () => {
    const journey = await openAt('proposal-created', 'payment-options');
    expect(journey.lastBotTexts()).toEqual(['Como você prefere pagar?']);
    expect(journey.options()).toEqual(['PIX', 'CARTÃO DE CRÉDITO', 'BOLETO', 'FALAR COM OS ESPECIALISTAS']);
    await journey.click('PIX');
    await journey.at('payment-pix-options');
    expect(journey.transcript().join('\n')).toMatch(/Seu PIX de R\$\s1\.255,00 foi gerado/);
  });

  it('plan-chosen opens the holder question with the chosen plan in the state', async () => {
    const journey = await openAt('plan-chosen', 'proposal-plan-holder');
    expect(journey.options()).toEqual(['PESSOA FÍSICA', 'PESSOA JURÍDICA']);
    const { plan, lead } = journey.conversation.state.value;
    expect(plan).toMatchObject({ planoId: 200041, bemCredito: 5_000_000, titulo: 'Automóveis Integral 80 meses' });
    expect(lead.leadToken).not.toBe('');
  });

  it('lead-saved opens the plan search, which finds offers for the saved lead', async () => {
    const journey = await openAt('lead-saved', 'proposal-plans-list-carousel-get', 'plans-list-select');
    expect(journey.conversation.state.value.catalogue.ofertas.length).toBeGreaterThan(0);
  });
});
