// docs/security-headers.md is what a CDN is configured from: its policy must be the one the
// preview server sends, the inline script's current hash included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_CHOICE_SCRIPT } from '../../src/contracts/earlyChoice.ts';
import { contentSecurityPolicy, inlineSourceHash, withPageScript, withPageStyle } from '../../sandbox/securityHeaders.ts';

/** Any card frame origin (VITE_CARD_FRAME_ORIGIN) stands for the doc's <CARD-FRAME>. */
const CARD_FRAME = 'https://cartao.example.com.br';

describe('docs/security-headers.md', () => {
  it('lists the Content-Security-Policy the server sends, directive by directive', () => {
    const doc = readFileSync('docs/security-headers.md', 'utf8');
    const block = /```\n(default-src[\s\S]*?)\n```/.exec(doc)![1];
    const documented = block
      .split(';')
      .map((d) => d.trim().replace(' <API>', '').replace(' <CDN>', '').replace(' <PAGE-STYLE>', '').replace('<CARD-FRAME>', CARD_FRAME));
    expect(documented).toEqual(
      contentSecurityPolicy({ cardFrameOrigin: CARD_FRAME })
        .split(';')
        .map((d) => d.trim()),
    );
  });
});

describe('withPageStyle', () => {
  const policy = contentSecurityPolicy();

  it('adds the hash of the page’s own inline stylesheet to style-src, and changes nothing else', () => {
    const html = '<head><title>x</title><style>:root{--a:#fff}.b{color:red}</style></head>';
    const hash = inlineSourceHash(':root{--a:#fff}.b{color:red}');
    const own = withPageStyle(policy, html);
    expect(own).toContain(`style-src 'self' ${hash};`);
    expect(own.replace(` ${hash}`, '')).toBe(policy);
    expect(withPageStyle(policy, html.replace('red', 'blue'))).not.toBe(own);
  });

  it('leaves the policy as it is for a page without one', () => {
    expect(withPageStyle(policy, '<head><title>x</title></head>')).toBe(policy);
  });
});

describe('withPageScript', () => {
  const policy = contentSecurityPolicy();

  it('allows the page’s own inline script in place of the current source’s, and changes nothing else', () => {
    const earlier = 'addEventListener("click",function(){})';
    const served = withPageScript(policy, `<head><script>${earlier}</script></head>`);
    expect(served).toContain(inlineSourceHash(earlier));
    expect(served).not.toContain(inlineSourceHash(EARLY_CHOICE_SCRIPT));
    expect(served.replace(inlineSourceHash(earlier), inlineSourceHash(EARLY_CHOICE_SCRIPT))).toBe(policy);
  });

  it('leaves the policy as it is for a page with the current script or none', () => {
    expect(withPageScript(policy, `<head><script>${EARLY_CHOICE_SCRIPT}</script></head>`)).toBe(policy);
    expect(withPageScript(policy, '<head><script type="module" src="/assets/x.js"></script></head>')).toBe(policy);
  });
});
