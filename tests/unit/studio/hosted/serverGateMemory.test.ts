// A gate process over its memory limit is stopped (its resident size is watched, its heap capped)
// and the submit refused in words, while another person's requests keep being answered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunawayDraft, runawayDraft, whileSubmitting } from './gateRunaway.ts';
import { serverFixtures } from './serverFixture.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const fixtures = serverFixtures();
let draft: RunawayDraft | undefined;
afterEach(() => draft?.fixture.cleanup());

describe('the gate process’s memory limit', () => {
  it('stops a gate process over its memory limit and refuses the submit in words', async () => {
    // 100 MB is less than loading the compiler and the harness takes: the process passes it on its way.
    draft = await runawayDraft(fixtures, { gateLimits: { timeoutMs: 60_000, memoryMb: 100, processes: 1 } });
    const { refused, answered } = await whileSubmitting(draft);
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toMatchObject({ code: 'verificacao_interrompida', limit: 'memoria' });
    expect(refused.body.error).toContain('passou do limite de memória (100 MB)');
    expect(answered.every((status) => status === 200)).toBe(true);
  });
});
