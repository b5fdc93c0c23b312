// The typed client's failures map to the spec's generic messages, and the Vite plugin serves
// the same app for /hc and /api/* while leaving every other path to Vite.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { ApiError, errorMessage, toApiError } from '../../src/api/errors.ts';
import { sandboxPlugin } from '../../sandbox/vite-plugin-sandbox.ts';
import { APP_KEY, startSandbox } from './sandbox.ts';

describe('client errors', () => {
  it("says 'Network Error' when nothing answers", async () => {
    const sb = await startSandbox();
    await sb.dispose();
    const error = await createApiClient({ baseUrl: sb.url, appKey: APP_KEY })
      .healthCheck()
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it("says 'Request failed with status code 401' for a wrong key, keeping the server's message", async () => {
    const sb = await startSandbox();
    const error = await createApiClient({ baseUrl: sb.url, appKey: 'wrong' })
      .healthCheck()
      .catch((e) => e);
    await sb.dispose();
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Request failed with status code 401' });
    expect(errorMessage(error)).toMatch(/X-App-Key/);
  });

  it("maps timeouts and aborts to 'timeout exceeded' and 'request aborted'", async () => {
    const request = new Request('http://127.0.0.1/hc');
    expect(await toApiError(new TimeoutError(request))).toMatchObject({ kind: 'timeout', message: 'timeout exceeded' });
    expect(await toApiError(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({ kind: 'aborted', message: 'request aborted' });
    const response = new Response('not json', { status: 503 });
    const http = await toApiError(new HTTPError(response, request, {} as never));
    expect(http).toMatchObject({ status: 503, message: 'Request failed with status code 503', serverMessage: undefined });
  });

  it('needs a base URL outside a browser', () => {
    expect(() => createApiClient({ baseUrl: '' })).toThrow(/base URL/);
  });
});

describe('sandboxPlugin', () => {
  it('answers /hc and /api/* inside the dev server and passes everything else on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-plugin-'));
    process.env.DATA_DIR = dataDir;
    const handlers: Array<(req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => void> = [];
    const httpServer = new EventEmitter();
    const plugin = sandboxPlugin();
    const configure = plugin.configureServer as (server: unknown) => void;
    configure({ middlewares: { use: (fn: (typeof handlers)[number]) => handlers.push(fn) }, httpServer });

    const server = createServer((req, res) => handlers[0](req, res, () => res.end('vite')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const hc = await fetch(`${url}/hc`, { headers: { 'X-App-Key': 'sandbox-app-key' } });
      expect(await hc.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${url}/api/endereco?cep=01310100`)).status).toBe(401);
      expect(await (await fetch(`${url}/src/main.tsx`)).text()).toBe('vite');
      expect(await (await fetch(`${url}/apiary`)).text()).toBe('vite');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      httpServer.emit('close');
      delete process.env.DATA_DIR;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
