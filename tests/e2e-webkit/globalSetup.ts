// Once per run: a virtual display (Xvfb) and the built app served by `vite preview` with the sandbox
// mounted on a throwaway data folder, as playwright.config.ts serves it to Chromium. Each test file
// starts its own WebKitWebDriver and browser window on that display (session.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGroup, startXvfb, waitForHttp } from './processes.ts';
import { previewPort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webkitDisplay: string;
    webkitBaseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  const port = previewPort();
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'consorcio-webkit-'));
  const xvfb = await startXvfb();
  const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
  const preview = startGroup(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    ...process.env,
    DATA_DIR: dataDir,
  });
  const teardown = async () => {
    await preview.stop();
    await xvfb.stop();
    if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/hc`, preview, 60_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('webkitDisplay', xvfb.display);
  project.provide('webkitBaseURL', `http://127.0.0.1:${port}`);
  return teardown;
}
