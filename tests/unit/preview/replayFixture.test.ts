// A fixture's replay runs its actions in order on the conversation's context, with their inputs,
// and stops at the first that does not end with `ok`, saying which.
import { describe, expect, it } from 'vitest';
import type { StateFixture } from '../../../src/contracts/content.ts';
import { initialState } from '../../../src/engine/initialState.ts';
import type { Action } from '../../../src/engine/types.ts';
import { replayFixture } from '../../../src/preview/replayFixture.ts';
import { chatOver } from '../engine/fixtures.ts';

const fixture = (replay: StateFixture['replay']): StateFixture => ({ description: 'x', descricao: 'x', state: initialState(), replay });

describe('replayFixture', () => {
  it('runs the actions in order on the live state, each with its input', async () => {
    const seen: unknown[] = [];
    const actions: Record<string, Action> = {
      saveLead: (ctx) => {
        ctx.update('lead', { leadId: '42' });
        return { outcome: 'ok' };
      },
      selectPlan: (ctx) => {
        seen.push([ctx.state.lead.leadId, ctx.input]);
        return { outcome: 'ok' };
      },
    };
    const chat = chatOver({ hello: { say: 'Oi', end: true } });
    await replayFixture(fixture([{ action: 'saveLead' }, { action: 'selectPlan', input: 200041 }]), chat.context, actions);
    expect(seen).toEqual([['42', 200041]]);
    expect(chat.state.value.lead.leadId).toBe('42');
  });

  it('stops at an action that does not end with ok, or one that does not exist', async () => {
    const ran: string[] = [];
    const actions: Record<string, Action> = {
      searchPlans: () => (ran.push('searchPlans'), { outcome: 'semPlanos' }),
      createProposal: () => (ran.push('createProposal'), { outcome: 'ok' }),
    };
    const chat = chatOver({ hello: { say: 'Oi', end: true } });
    await expect(replayFixture(fixture([{ action: 'searchPlans' }, { action: 'createProposal' }]), chat.context, actions)).rejects.toThrow(
      'action "searchPlans" ended with outcome "semPlanos", not "ok"',
    );
    expect(ran).toEqual(['searchPlans']);
    await expect(replayFixture(fixture([{ action: 'nope' }]), chat.context, actions)).rejects.toThrow('no action "nope"');
  });
});
