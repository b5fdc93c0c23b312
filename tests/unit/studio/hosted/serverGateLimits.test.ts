// One editor's gate cannot take the server down: the full gate runs in a gate process with a time
// and a memory limit. A runaway gate (a draft whose conversation test reloads the page tens of
// thousands of times) is stopped at its time limit and the submit refused in words, while another
// person's requests keep being answered. The memory limit: serverGateMemory.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunawayDraft, runawayDraft, whileSubmitting } from './gateRunaway.ts';
import { serverFixtures } from './serverFixture.ts';

// Loading the gate process takes seconds on a busy machine; the time limit counts from its being loaded.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const fixtures = serverFixtures();
let draft: RunawayDraft | undefined;
afterEach(() => draft?.fixture.cleanup());

describe('the gate process’s time limit', () => {
  it('stops a runaway gate, refuses the submit in words, and keeps answering another person meanwhile', async () => {
    draft = await runawayDraft(fixtures, { gateLimits: { timeoutMs: 3_000, memoryMb: 768, processes: 1 }, warmGate: true });
    const { refused, answered } = await whileSubmitting(draft);
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toMatchObject({ code: 'verificacao_interrompida', limit: 'tempo' });
    expect(refused.body.error).toContain('passou do limite de tempo (3 s)');
    expect(answered.length).toBeGreaterThan(1);
    expect(answered.every((status) => status === 200)).toBe(true);
    const shown = await draft.fixture.call('GET', `/api/rascunhos/${draft.id}`, { cookie: draft.editor });
    expect(shown.body.draft.state).toBe('rascunho');
  });
});
