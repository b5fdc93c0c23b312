// docs/security-headers.md is what a CDN is configured from: its policy must be the one the
// preview server sends, the inline script's current hash included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/securityHeaders.ts';

describe('docs/security-headers.md', () => {
  it('lists the Content-Security-Policy the server sends, directive by directive', () => {
    const doc = readFileSync('docs/security-headers.md', 'utf8');
    const block = /```\n(default-src[\s\S]*?)\n```/.exec(doc)![1];
    const documented = block.split(';').map((d) => d.trim().replace(' <API>', ''));
    expect(documented).toEqual(contentSecurityPolicy().split(';').map((d) => d.trim()));
  });
});
