// The studio endpoint on a real Vite dev server for the endpoint's tests, with what they share:
// JSON posts, and the check that an answer has the shape its schema in schemas/studio says.
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { studioSchema } from '../../../studio/server/requestDoor.ts';
import { studioEditPlugin } from '../../../studio/server/vitePluginStudioEdit.ts';

/** A dev server starts in about a second, many on a busy machine: a limit that never decides the outcome. */
export const SERVER_LIMIT_MS = 120_000;

/** Starts the endpoint on 127.0.0.1 over `root`; answers its base URL and the server to close. */
export async function startDevServer(root: string): Promise<{ base: string; server: ViteDevServer }> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [studioEditPlugin()],
    server: { host: '127.0.0.1', port: 0, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  return { base: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`, server };
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The answer has the shape its schema in schemas/studio says (what studioClient is typed by). */
export function conforms(title: string, body: unknown): void {
  const validate = studioSchema(title);
  expect(validate(body), `${title}: ${JSON.stringify(validate.errors)}`).toBe(true);
}
