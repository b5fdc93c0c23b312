// Issue 28 item 2, the headers: an image opened on its own (a partner's SVG logo in a new tab) is
// a sandboxed document that can run nothing on the app's origin, and is never read as another type.
// Checked on real Vite servers, dev and preview, with the plugin of vite.config.ts, without a browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type InlineConfig, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, IMAGE_POLICY, isImagePath, securityHeadersPlugin } from '../../sandbox/securityHeaders.ts';
import { loopbackTwin } from '../../src/contracts/cardFrame.ts';

const PROJECT = join(import.meta.dirname, '..', '..');
const SVG = readFileSync(join(PROJECT, 'public', 'brands', 'mycon.svg'));
const PNG = readFileSync(join(PROJECT, 'public', 'brands', 'mycon.png'));
const PAGE = '<!doctype html><html><head><title>x</title></head><body></body></html>';

const root = mkdtempSync(join(tmpdir(), 'issue28-headers-'));
for (const [file, bytes] of [
  ['public/brands/parceironovo.svg', SVG],
  ['public/banners/parceiro-novo.png', PNG],
  ['index.html', PAGE],
  ['dist/brands/parceironovo.svg', SVG],
  ['dist/banners/parceiro-novo.png', PNG],
  ['dist/index.html', PAGE],
] as const) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), bytes);
}

const config: InlineConfig = {
  root,
  configFile: false,
  logLevel: 'silent',
  plugins: [securityHeadersPlugin({})],
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  preview: { host: '127.0.0.1', port: 0 },
  optimizeDeps: { noDiscovery: true, include: [] },
};

const servers: { close(): Promise<void> }[] = [];
let devUrl = '';
let previewUrl = '';

beforeAll(async () => {
  const dev = await createServer(config);
  await dev.listen();
  servers.push(dev);
  devUrl = dev.resolvedUrls!.local[0].replace(/\/$/, '');
  const built = await preview(config);
  servers.push({ close: () => built.close() });
  previewUrl = built.resolvedUrls!.local[0].replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function headersOf(url: string): Promise<{ status: number; type: string | null; csp: string | null; nosniff: string | null }> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    nosniff: response.headers.get('x-content-type-options'),
  };
}

describe.each([
  ['dev (npm start)', () => devUrl],
  ['preview (npm run preview)', () => previewUrl],
])('partner images on the %s server', (_name, base) => {
  it('a logo SVG and a banner PNG carry Content-Security-Policy: sandbox… and nosniff', async () => {
    expect(await headersOf(`${base()}/brands/parceironovo.svg`)).toEqual({ status: 200, type: 'image/svg+xml', csp: IMAGE_POLICY, nosniff: 'nosniff' });
    expect(await headersOf(`${base()}/banners/parceiro-novo.png`)).toEqual({ status: 200, type: 'image/png', csp: IMAGE_POLICY, nosniff: 'nosniff' });
  });

  it('a query or an escaped name does not lose them', async () => {
    expect((await headersOf(`${base()}/brands/parceironovo.svg?v=2`)).csp).toBe(IMAGE_POLICY);
    expect((await headersOf(`${base()}/brands/parceironovo%2Esvg`)).csp).toBe(IMAGE_POLICY);
  });
});

describe('what else the servers send', () => {
  it('the dev server sends no page policy (its React refresh preamble is inline), only the images’', async () => {
    expect((await headersOf(`${devUrl}/`)).csp).toBeNull();
  });

  it('the preview server sends the page its own policy, not the images’', async () => {
    const page = await headersOf(`${previewUrl}/`);
    // …with the card frame's origin (issue 28 item 8): unset here, this server under its other loopback name.
    expect(page.csp).toBe(contentSecurityPolicy({ cardFrameOrigin: loopbackTwin(previewUrl) ?? undefined }));
    expect(page.csp).toContain('frame-src http');
    expect(page.nosniff).toBe('nosniff');
  });

  it('IMAGE_POLICY starts with sandbox and loads nothing from elsewhere', () => {
    expect(IMAGE_POLICY.split('; ')).toEqual(['sandbox', "default-src 'none'", "img-src 'self' data:", "style-src 'unsafe-inline'", 'font-src data:']);
    expect(['/brands/a.svg', '/public/banners/b.PNG', '/@fs/x/public/brands/c.webp?import', '/assets/d-123.jpg#x'].every(isImagePath)).toBe(true);
    expect(['/', '/rota99', '/assets/index.js', '/brands/', '/page-policies.json'].some(isImagePath)).toBe(false);
  });

  it('docs/security-headers.md lists IMAGE_POLICY for a CDN, word for word', () => {
    expect(readFileSync(join(PROJECT, 'docs', 'security-headers.md'), 'utf8')).toContain(`\`\`\`\n${IMAGE_POLICY.replace(/; /g, ';\n')}\n\`\`\``);
  });
});
