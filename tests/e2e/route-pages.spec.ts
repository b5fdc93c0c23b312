// Each route's HTML as the server sends it, before any JavaScript runs: what a crawler, a link
// preview and the browser's preload scanner see (scripts/vite-plugin-routes.ts), and the 404 status.
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { test, expect } from './fixtures.ts';

const { variants } = compileFlows({ root: process.cwd() });

/** The attribute of the first tag matching `selector` in raw HTML (no browser, no scripts). */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = html.match(tag)?.[0];
  return element
    ?.match(new RegExp(`${name}="([^"]*)"`))?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

const description = (html: string) => attribute(html, /<meta name="description"[^>]*>/, 'content');
const robots = (html: string) => attribute(html, /<meta name="robots"[^>]*>/, 'content');
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

test('every route’s HTML carries its title, description, indexing directive, colours and image preloads', async ({ request }) => {
  for (const variant of Object.values(variants)) {
    const response = await request.get(variant.route!);
    expect(response.status(), variant.route).toBe(200);
    const html = await response.text();
    expect(title(html), variant.route).toBe(variant.title);
    expect(description(html), variant.route).toBe(variant.description);
    expect(robots(html), variant.route).toBe(variant.robots);
    expect(attribute(html, /<meta name="theme-color"[^>]*>/, 'content'), variant.route).toBe(variant.theme?.background);
    // The colours come with the stylesheet, inline in the page (allowed by its hash), before any script:
    // the first paint needs no other request.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    expect(style, variant.route).toContain(`--color-primary:${variant.theme?.primaryBackground}`);
    expect(style, variant.route).toContain('.chat__log');
    expect(html, variant.route).not.toMatch(/<link rel="stylesheet"/);
    expect(preloads(html)[0], variant.route).toBe(variant.bannerSrc);
    expect(preloads(html)[1], variant.route).toMatch(/^\/brands\//);
  }
});

test('a route’s page ships its own variant and main, not the other partners', async ({ request }) => {
  const html = await (await request.get('/rota99')).text();
  const embedded = JSON.parse(html.match(/<script type="application\/json" id="route-variants">([^<]*)<\/script>/)![1]);
  expect(Object.keys(embedded).sort()).toEqual(['main', 'rota99']);
  for (const other of ['premmia', 'livelo', 'trucadao']) expect(html).not.toContain(variants[other].gtmId!);
});

test('partner links typed with other case or a trailing slash find their page', async ({ page }) => {
  const response = await page.goto('/Premmia/');
  expect(response?.status()).toBe(200);
  expect(robots(await response!.text())).toBe(variants.premmia.robots);
  await expect(page.getByRole('log')).toContainText('Olá');
});

test('an unknown path answers HTTP 404 with a not-indexed page; assets and the API are untouched', async ({ request }) => {
  for (const path of ['/parceiro-que-nao-existe', '/rota99/extra', '/rota-99']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(robots(html), path).toBe('noindex');
    expect(title(html), path).toBe('Página não encontrada | Mycon Consórcio');
    expect(description(html), path).toBe('Desculpe, mas a página que está procurando não existe ou está inativa.');
  }
  expect((await request.head('/nao-existe')).status()).toBe(404);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  // Crawlers read robots.txt as text, not the app's HTML.
  const robotsTxt = await request.get('/robots.txt');
  expect(robotsTxt.headers()['content-type']).toContain('text/plain');
  expect(await robotsTxt.text()).toMatch(/^User-agent: \*/);
  // The sandbox answers its own paths (here: no app key), never with the 404 page.
  expect((await request.get('/api/nao-existe')).headers()['content-type']).toContain('application/json');
});
