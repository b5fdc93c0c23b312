// The sandbox API answering in-process for conversation tests (flows:test and tests/conversations):
// a fresh database in a temp folder, and the app's API client wired to it without a port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type SandboxApp, type VariantsSource } from '../../sandbox/app.ts';
import { createApiClient, setApiClient } from '../../src/api/index.ts';

export interface InProcessSandbox {
  sandbox: SandboxApp;
  /** Unwires the API client, closes the sandbox and deletes its folder. */
  dispose(): void;
}

export interface InProcessSandboxOptions {
  appKey: string;
  today: string;
  /** The variants the conversation runs on, as compiled (the sandbox charges their campaign discounts). */
  variants: VariantsSource;
  /** Temp folder name prefix. */
  prefix: string;
  /** Answers carry only the spec's fields (sandbox/middleware/strictSpec.ts). */
  strictSpec?: boolean;
  /** Answers a request instead of the plain sandbox (to record calls or play failures). */
  answer?: (request: Request, sandbox: SandboxApp) => Response | Promise<Response>;
}

export function startInProcessSandbox(options: InProcessSandboxOptions): InProcessSandbox {
  const dataDir = mkdtempSync(join(tmpdir(), options.prefix));
  const sandbox = createApp({ appKey: options.appKey, today: options.today, dataDir, variants: options.variants, strictSpec: options.strictSpec });
  const answer = options.answer ?? ((request, app) => app.fetch(request));
  setApiClient(
    createApiClient({ baseUrl: 'http://sandbox.test', appKey: options.appKey, fetch: async (input, init) => answer(new Request(input, init), sandbox) }),
  );
  return {
    sandbox,
    dispose() {
      setApiClient(undefined);
      sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
