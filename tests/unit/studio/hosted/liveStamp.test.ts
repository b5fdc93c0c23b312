// Each build stamps the content commit it was built from into its pages (issue 25 item 8): the
// hosted studio reads that stamp from the live site to say a publish is live.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampedCommit } from '../../../../studio/hosted/live/livePoller.ts';
import { contentCommit, stampPage } from '../../../../scripts/vite-plugin-content-commit.ts';

const COMMIT = 'a'.repeat(40);

describe('content commit stamp', () => {
  it('writes one meta tag before </head> that the studio reads back', () => {
    const page = stampPage('<html><head><title>Olá</title></head><body></body></html>', COMMIT);
    expect(page).toBe(`<html><head><title>Olá</title><meta name="content-commit" content="${COMMIT}" /></head><body></body></html>`);
    expect(stampPage(page, 'b'.repeat(40))).toBe(page);
    expect(stampedCommit(page)).toBe(COMMIT);
    expect(stampPage('<head></head>', null)).toBe('<head></head>');
  });

  it('takes CONTENT_COMMIT when set (refusing anything but a commit id), else the checkout’s HEAD, else nothing', () => {
    const outside = mkdtempSync(join(tmpdir(), 'no-repo-'));
    try {
      expect(contentCommit(outside, { CONTENT_COMMIT: COMMIT.toUpperCase() })).toBe(COMMIT);
      expect(() => contentCommit(outside, { CONTENT_COMMIT: 'main; rm -rf /' })).toThrow('CONTENT_COMMIT');
      expect(contentCommit(outside, {})).toBeNull();
      expect(contentCommit(process.cwd(), {})).toMatch(/^[0-9a-f]{40}$/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
