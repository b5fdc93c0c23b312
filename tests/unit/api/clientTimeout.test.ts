// Issue 15, low: with a call hung, the typing dots must not stay forever. The client gives up
// after 30 s with 'timeout exceeded', which an action turns into its step's error branch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_TIMEOUT_MS, createApiClient } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { runAction } from '../../../src/engine/runAction.ts';
import type { ActionContext } from '../../../src/engine/types.ts';

/** A server that never answers (but, like a real fetch, gives up when the call is aborted). */
const hangingFetch = ((request: Request) =>
  new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))) as typeof fetch;

describe('issue 15 low: client timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a hung call after 30 s as a timeout, not before', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: hangingFetch });
    let settled: unknown;
    const call = api.healthCheck().then(
      () => 'answered',
      (error: unknown) => error,
    );
    void call.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS - 100);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
    expect(CLIENT_TIMEOUT_MS).toBe(30_000);
  });

  it('turns the timeout into the action outcome the flows map to their error step', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: hangingFetch });
    const result = runAction({ check: async () => (await api.healthCheck(), { outcome: 'ok' }) }, 'check', {} as ActionContext);
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS + 100);
    await expect(result).resolves.toEqual({ outcome: 'error' });
  });
});
