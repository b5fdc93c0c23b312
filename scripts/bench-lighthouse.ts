// Lighthouse (mobile profile, its default) on `/` of the production build, served by `vite preview`
// with the sandbox mounted, in Debian's chromium. Printed by `npm run bench`, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Titles of the accessibility audits that failed, so a score under 100 says why. */
  accessibilityFailures: string[];
}


export async function benchLighthouse(root = process.cwd()): Promise<LighthouseScores> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  process.env.DATA_DIR = dataDir;
  const server = await preview({ root, logLevel: 'silent', preview: { port: 4399, strictPort: false } });
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4399/';
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result!.lhr;
    const accessibility = lhr.categories.accessibility;
    const failures = accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.title);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((accessibility.score ?? 0) * 100),
      accessibilityFailures: failures,
    };
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
