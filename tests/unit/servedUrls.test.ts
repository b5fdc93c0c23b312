// `npm start` says what it serves (scripts/vite-plugin-served-urls.ts): the chat and the sandbox
// API on the URL Vite prints, and the studio's local mode on its own port. The lines are formatted
// by one function; the project's own vite.config.ts is started on a free port to see them printed,
// and a bare preview server to see the studio left out there.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createServer, type Logger, preview } from 'vite';
import { sandboxPlugin } from '../../sandbox/vite-plugin-sandbox.ts';
import { servedLines, servedUrlsPlugin } from '../../scripts/vite-plugin-served-urls.ts';
import { localStudioPlugin } from '../../studio/hosted/local/vitePluginLocalStudio.ts';

/** The project's whole config on a busy machine may take a minute: a limit that never decides the outcome. */
const SERVER_LIMIT_MS = 180_000;

/** A logger that keeps what Vite would print at the info level. */
function capturingLogger(): { logger: Logger; printed: string[] } {
  const printed: string[] = [];
  const logger = createLogger('info');
  logger.info = (message) => {
    printed.push(message);
  };
  return { logger, printed };
}

describe('the served lines', () => {
  it('name each place on the URL Vite prints, labels aligned, with the API key and health check', () => {
    const places = [
      { label: 'Chat', path: '/' },
      { label: 'Sandbox API', path: '/api/', key: 'sandbox-app-key', health: '/hc' },
      { label: 'Estúdio', path: 'http://127.0.0.1:5181/' },
    ];
    expect(servedLines('http://127.0.0.1:5173/', places)).toEqual([
      '  Chat:        http://127.0.0.1:5173/',
      '  Sandbox API: http://127.0.0.1:5173/api/ (key sandbox-app-key, health check http://127.0.0.1:5173/hc)',
      '  Estúdio:     http://127.0.0.1:5181/',
    ]);
    expect(servedLines('http://localhost:4000/', places.slice(0, 1))).toEqual(['  Chat: http://localhost:4000/']);
  });
});

describe('npm start (the project vite.config.ts)', () => {
  const { logger, printed } = capturingLogger();
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it(
    'prints the chat and the sandbox API on its own port, after Vite’s own lines',
    async () => {
      const server = await createServer({
        configFile: join(process.cwd(), 'vite.config.ts'),
        customLogger: logger,
        server: { port: 0, strictPort: false, ws: false },
      });
      close = () => server.close();
      await server.listen();
      server.printUrls();
      const base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
      const key = process.env.APP_KEY ?? 'sandbox-app-key';
      const output = printed.join('\n');
      expect(output).toContain(`  Chat:        ${base}/\n  Sandbox API: ${base}/api/ (key ${key}, health check ${base}/hc)`);
      // Under vitest the local studio is not started (only `npm start` starts it), so not announced.
      expect(output).not.toContain('Estúdio');
      expect(output.indexOf('Local')).toBeLessThan(output.indexOf('Chat:'));
    },
    SERVER_LIMIT_MS,
  );
});

describe('npm run preview', () => {
  const root = mkdtempSync(join(tmpdir(), 'served-urls-'));
  const outDir = join(root, 'dist');
  mkdirSync(outDir);
  const { logger, printed } = capturingLogger();
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'prints the chat and the sandbox API, no studio (it is not served there)',
    async () => {
      const server = await preview({
        configFile: false,
        root,
        customLogger: logger,
        plugins: [localStudioPlugin({ npm_lifecycle_event: 'start' }), sandboxPlugin({ variants: {}, appKey: 'preview-key' }), servedUrlsPlugin()],
        build: { outDir },
        preview: { host: '127.0.0.1', port: 0 },
      });
      close = () => server.close();
      server.printUrls();
      const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      expect(printed.join('\n')).toContain(`  Chat:        ${base}/\n  Sandbox API: ${base}/api/ (key preview-key, health check ${base}/hc)`);
      expect(printed.join('\n')).not.toContain('Estúdio');
    },
    SERVER_LIMIT_MS,
  );
});

describe('npm start with the local studio', () => {
  it('announces the studio at its own address, and nothing when STUDIO_LOCAL=0', () => {
    const served = (env: NodeJS.ProcessEnv) => (localStudioPlugin(env).api as { served(): unknown[] }).served();
    expect(served({ npm_lifecycle_event: 'start', STUDIO_LOCAL_PORT: '5999' })).toEqual([{ label: 'Estúdio', path: 'http://127.0.0.1:5999/', devOnly: true }]);
    expect(served({ npm_lifecycle_event: 'start', STUDIO_LOCAL: '0' })).toEqual([]);
    expect(served({ npm_lifecycle_event: 'dev' })).toEqual([]);
  });
});
