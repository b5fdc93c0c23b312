// Lighthouse (mobile profile, its default) on pages of the production build, served by `vite preview`
// with the sandbox mounted, in Debian's chromium: the four category scores per page. Printed by
// `npm run bench`, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startTagManagerStandIn } from './tagManagerStandIn.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Titles of the audits that failed in a category under 100, so a score says why. */
  failures: string[];
}

/** Why the 404 page cannot score 100 in SEO: what it must do makes Lighthouse's audits fail. */
export const NOT_FOUND_SEO_REASONS: Record<string, string> = {
  'http-status-code': 'it answers HTTP 404, which is what a missing page must answer',
  'is-crawlable': 'it says noindex, so search engines do not index an error page',
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function benchLighthouse(root = process.cwd(), paths: string[] = ['/']): Promise<LighthouseScores[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  process.env.DATA_DIR = dataDir;
  const server = await preview({ root, logLevel: 'silent', preview: { port: 4407, strictPort: false } });
  const origin = (server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4399/').replace(/\/$/, '');
  const tagManager = await startTagManagerStandIn(4406);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, ...tagManager.chromeFlags] });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      // ignoreStatusCode: the 404 page answers 404 on purpose and is scored all the same.
      const result = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        { extends: 'lighthouse:default', settings: { ignoreStatusCode: true } },
      );
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failures = CATEGORIES.filter((id) => score(id) < 100).flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          // A performance metric short of full marks is what keeps the score under 100.
          .filter((audit) => audit.score !== null && (audit.score < 0.9 || (id === 'performance' && audit.score < 1)))
          .map(
            (audit) =>
              `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue}${id === 'performance' ? `, score ${audit.score}` : ''})` : ''}${NOT_FOUND_SEO_REASONS[audit.id] && id === 'seo' ? ` — expected: ${NOT_FOUND_SEO_REASONS[audit.id]}` : ''}${consoleErrors(audit)}`,
          ),
      );
      scores.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        failures,
      });
    }
    if (tagManager.requests() === 0) console.log('  (the tag-manager stand-in received no request)');
    return scores;
  } finally {
    chrome.kill();
    await server.close();
    await tagManager.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The console errors an errors-in-console audit found (on the 404 page: its own 404 response). */
function consoleErrors(audit: { id: string; details?: unknown }): string {
  if (audit.id !== 'errors-in-console') return '';
  const items = (audit.details as { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> } | undefined)?.items ?? [];
  return items.map((item) => `\n    ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`).join('');
}
