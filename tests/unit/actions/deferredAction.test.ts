import { describe, expect, it, vi } from 'vitest';
import { deferredAction } from '../../../src/actions/deferredAction.ts';
import { action } from '../../../src/engine/outcomes.ts';
import type { ActionContext } from '../../../src/engine/types.ts';

const ctx = { input: 'Ana' } as ActionContext;

describe('deferredAction', () => {
  it('loads the module only when the action first runs, then forwards the context and result', async () => {
    const run = vi.fn((c: ActionContext) => ({ outcome: c.input === 'Ana' ? ('ok' as const) : ('invalid' as const) }));
    const greet = action(['ok', 'invalid'], run);
    const load = vi.fn(async () => ({ greet }));
    const registered = deferredAction(load, 'greet', ['ok', 'invalid']);
    expect(load).not.toHaveBeenCalled();
    expect(registered.outcomes).toEqual(['ok', 'invalid']);
    await expect(registered(ctx)).resolves.toEqual({ outcome: 'ok' });
    expect(run).toHaveBeenCalledWith(ctx);
  });

  it('once its chunk is here, runs at once, without awaiting import() again (the browser answers that a task later)', async () => {
    const greet = action(['ok'], () => ({ outcome: 'ok' }));
    const wave = action(['ok'], () => ({ outcome: 'ok' }));
    const load = vi.fn(async () => ({ greet, wave }));
    const first = deferredAction(load, 'greet', ['ok']);
    const second = deferredAction(load, 'wave', ['ok']);
    await first(ctx);
    expect(first(ctx)).toEqual({ outcome: 'ok' });
    expect(second(ctx)).toEqual({ outcome: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one (the network came back)', async () => {
    const greet = action(['ok'], () => ({ outcome: 'ok' }));
    const load = vi.fn<() => Promise<{ greet: typeof greet }>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ greet });
    const registered = deferredAction(load, 'greet', ['ok']);
    await expect(registered(ctx)).rejects.toThrow('chunk failed');
    await expect(registered(ctx)).resolves.toEqual({ outcome: 'ok' });
  });
});
