// Issue 26 item 4: the sandbox drew letter tiles ("IM", "AN", "TM") where the category
// illustrations belong, and the page's policy would have blocked a real API's images on its CDN
// (spec section 7: images come from a CDN). The sandbox now serves each category's illustration,
// and the CDN's origin (VITE_CDN_BASE) is a setting the policy includes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deploymentOrigins } from '../../sandbox/securityHeaders.ts';
import { startSandbox, type RunningSandbox } from './sandbox.ts';

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.dispose();
});

const imgSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('img-src '))!
    .split(' ');

describe('issue 26 item 4: category pictures', () => {
  it.each([
    [1, 'imovel'],
    [2, 'carro'],
    [3, 'moto'],
    [4, 'servico'],
    [6, 'pesados'],
    [21, 'carro'],
    [26, 'pesados'],
  ])('category %i is the %s illustration, not a letter tile', async (id, file) => {
    const category = (await sb.api.getCategories(90)).find((c) => c.categoriaID === id);
    expect(category?.imagemUrl).toBe(`${sb.url}/api/categoria/${id}.svg`);
    const image = await fetch(category!.imagemUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const svg = await image.text();
    expect(svg).toBe(readFileSync(`public/categorias/${file}.svg`, 'utf8'));
    expect(svg).not.toMatch(/>(IM|AN|MT|PS|TM)</);
  });

  it('the page policy lets images load from the CDN origin set in VITE_CDN_BASE, and from nowhere else new', () => {
    const origins = deploymentOrigins({ VITE_CDN_BASE: 'https://cdn.consorcio.example/static/', VITE_API_BASE: 'https://api.consorcio.example' });
    const policy = contentSecurityPolicy(origins);
    expect(imgSrc(policy)).toContain('https://cdn.consorcio.example');
    expect(imgSrc(policy)).toContain('https://api.consorcio.example');
    expect(imgSrc(contentSecurityPolicy(deploymentOrigins({})))).not.toContain('https://cdn.consorcio.example');
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('cdn.consorcio.example');
  });
});
