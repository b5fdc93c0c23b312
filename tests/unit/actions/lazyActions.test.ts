import { describe, expect, it, vi } from 'vitest';
import { lazyActions } from '../../../src/actions/lazyActions.ts';
import type { ActionContext } from '../../../src/engine/types.ts';

const ctx = { input: 'Ana' } as ActionContext;

describe('lazyActions', () => {
  it('loads the module only when an action first runs, then forwards the context and result', async () => {
    const greet = vi.fn((c: ActionContext) => ({ outcome: c.input === 'Ana' ? 'ok' : 'invalid' }));
    const load = vi.fn(async () => ({ greet }));
    const registry = lazyActions(load, ['greet']);
    expect(load).not.toHaveBeenCalled();
    await expect(registry.greet(ctx)).resolves.toEqual({ outcome: 'ok' });
    expect(greet).toHaveBeenCalledWith(ctx);
  });

  it('tries the load again after a failed one (the network came back)', async () => {
    const load = vi
      .fn<() => Promise<{ greet: () => { outcome: string } }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ greet: () => ({ outcome: 'ok' }) });
    const registry = lazyActions(load, ['greet']);
    await expect(registry.greet(ctx)).rejects.toThrow('chunk failed');
    await expect(registry.greet(ctx)).resolves.toEqual({ outcome: 'ok' });
  });
});
