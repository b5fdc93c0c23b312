// The preview opens a step with the fixture that reaches it (scripts/compiler/fixtureReach.ts):
// the payment step with the proposal created, the proposal's questions with the plan chosen, and
// the greeting or an early error with none.
import { describe, expect, it } from 'vitest';
import { compileFlows, fixtureReach } from '../../scripts/compiler/index.ts';
import type { StateFixture, Step } from '../../src/contracts/content.ts';

const fixture = (...actions: string[]): StateFixture => ({
  description: '',
  descricao: '',
  state: {} as StateFixture['state'],
  replay: actions.map((action) => ({ action })),
});

describe('fixtureReach on the real flows', () => {
  const { flow, fixtures } = compileFlows({ root: process.cwd() });
  const reach = fixtureReach(flow, fixtures);

  it('opens the payment steps with a created proposal, so PIX, CARTÃO and BOLETO are offered', () => {
    expect(reach['payment-options']).toBe('proposal-created');
    expect(reach['payment-pix-options']).toBe('proposal-created');
  });

  it('opens the holder questions with the plan chosen, before any proposal exists', () => {
    expect(reach['proposal-plan-holder']).toBe('plan-chosen');
    expect(reach['proposal-confirm-plan']).toBe('plan-chosen');
  });

  it('gives no fixture to the greeting nor to the first calls’ error fallback', () => {
    expect(reach['copy-message-1']).toBeUndefined();
    expect(reach['error-general']).toBeUndefined();
    expect(reach['lead-basic-name']).toBeUndefined();
  });
});

describe('fixtureReach on a small flow', () => {
  const steps: Record<string, Step> = {
    hello: { say: 'Oi', next: 'save' },
    save: { action: 'saveLead', on: { ok: 'pay', error: 'oops' } },
    pay: { say: 'Pague', options: [{ label: 'DE NOVO', next: 'hello' }] },
    oops: { say: 'Erro', error: true, end: true },
  };

  it('a step a loop leads back to is not "after" the fixture: every way to it must pass the action', () => {
    const reach = fixtureReach({ start: 'hello', steps }, { saved: fixture('saveLead') });
    expect(reach).toEqual({ pay: 'saved', oops: 'saved' });
  });

  it('the fixture that replays most wins where several reach a step', () => {
    const more: Record<string, Step> = {
      ...steps,
      save: { action: 'saveLead', next: 'pay' },
      pay: { action: 'pay', next: 'done' },
      done: { say: 'Fim', end: true },
    };
    const reach = fixtureReach({ start: 'hello', steps: more }, { saved: fixture('saveLead'), paid: fixture('saveLead', 'pay') });
    expect(reach).toEqual({ pay: 'saved', done: 'paid' });
  });
});
