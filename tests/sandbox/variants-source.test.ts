// The sandbox charges by the variants the chat is served with and never reads variant YAML itself:
// inside the dev server it takes them from the flows plugin's own compile (and follows it when a
// save changes them), inside `vite preview` from the built pages, standalone from one compile
// through the compiler's front door (tests/sandbox/discount.test.ts, the company 97 project).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import compiledVariants from 'virtual:variants';
import type { Plugin, ResolvedConfig } from 'vite';
import { readBuiltVariants } from '../../sandbox/campaigns/builtVariants.ts';
import { sandboxPlugin } from '../../sandbox/vite-plugin-sandbox.ts';
import { flowsPlugin, type FlowsPluginApi } from '../../scripts/vite-plugin-flows.ts';
import { renderPage } from '../../scripts/routes/renderPage.ts';
import { routePages } from '../../scripts/routes/routePages.ts';
import { createApiClient } from '../../src/api/client.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';
import { LEAD, proposalBody } from './sandbox.ts';

/** Car R$ 50.000 integral: first payment R$ 1.255,00 (sandbox/README.md). */
const FULL = 125_500;
const IDS = { campanhaId: 900, compraId: 901, empresaId: 97 };

/** main, and a partner of company 97 (60 % by the company rule when it has the discount). */
function variantsWith(desconto: boolean): Record<string, ResolvedVariant> {
  const { descontoPercentual: _rate, ...main } = compiledVariants.main;
  return { main, parceiro: { ...main, name: 'parceiro', route: '/parceiro', ...IDS, desconto } };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The sandbox plugin as Vite sets it up (`kind` server), serving on a port; everything else answers 'vite'. */
async function serve(plugin: Plugin, kind: 'configureServer' | 'configurePreviewServer', config: Partial<ResolvedConfig>) {
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: process.cwd(), build: { outDir: 'dist' }, plugins: [], ...config } as ResolvedConfig);
  const handlers: Array<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> = [];
  const httpServer = { once: (_event: string, close: () => void) => cleanups.push(close) };
  (plugin[kind] as (server: unknown) => void)({ middlewares: { use: (fn: (typeof handlers)[number]) => handlers.push(fn) }, httpServer });
  const server = createServer((req, res) => handlers[0](req, res, () => res.end('vite')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, appKey: 'k' });
}

/** The first payment a lead saved with the partner's ids is charged for the car R$ 50.000 integral plan. */
async function chargedFirstPayment(api: ReturnType<typeof createApiClient>): Promise<number> {
  const lead = await api.saveLead({ ...LEAD, ...IDS });
  const [item] = await api.searchCatalogue({ minValor: 5_000_000, categorias: '2', pagaIntegral: true });
  const plan = item.planosTipos[0];
  const body = { ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }), empresaId: IDS.empresaId };
  return (await api.createProposal(body)).valorPrimeiroPagamento!;
}

describe('inside the dev server', () => {
  it('charges by the flows plugin’s variants, and by the new ones after a content save', async () => {
    let served = variantsWith(true);
    const flows: Plugin = { name: 'flows-stand-in', api: { resolvedVariants: () => served } satisfies FlowsPluginApi };
    const api = await serve(sandboxPlugin({ appKey: 'k', dataDir: tempDir('sandbox-dev-'), today: '2025-06-02' }), 'configureServer', {
      plugins: [flows] as ResolvedConfig['plugins'],
    });
    expect(await chargedFirstPayment(api)).toBe(50_200);
    served = variantsWith(false);
    expect(await chargedFirstPayment(api)).toBe(FULL);
  });

  it('finds the real flows plugin among Vite’s plugins and charges by its compile (performance: 50 % off)', async () => {
    const flows = flowsPlugin({ root: process.cwd() });
    const asked = vi.spyOn(flows.api as FlowsPluginApi, 'resolvedVariants');
    const api = await serve(sandboxPlugin({ appKey: 'k', dataDir: tempDir('sandbox-dev-'), today: '2025-06-02' }), 'configureServer', {
      plugins: [flows] as ResolvedConfig['plugins'],
    });
    const lead = await api.saveLead({ ...LEAD, campanhaId: 759, compraId: 176, empresaId: 102 });
    const [item] = await api.searchCatalogue({ minValor: 5_000_000, categorias: '2', pagaIntegral: true });
    const plan = item.planosTipos[0];
    const body = { ...proposalBody(lead.id, { planoID: plan.planoID, bemId: plan.bemId, planoMeses: item.planoMeses }), empresaId: 102 };
    expect((await api.createProposal(body)).valorPrimeiroPagamento).toBe(62_750);
    expect(asked).toHaveBeenCalled();
  });

  it('the flows plugin offers the sandbox its compile’s variants', () => {
    const plugin = flowsPlugin({ root: process.cwd() });
    expect((plugin.api as FlowsPluginApi).resolvedVariants()).toEqual(compiledVariants);
  });

  it('the flows plugin offers none while the variant files do not compile, saying why', () => {
    const root = tempDir('flows-broken-');
    mkdirSync(join(root, 'variants'));
    writeFileSync(join(root, 'variants', 'defaults.yaml'), 'tipo: [\n');
    expect(() => (flowsPlugin({ root }).api as FlowsPluginApi).resolvedVariants()).toThrow(/flow check failed:[\s\S]*variants\/defaults\.yaml/);
  });
});

describe('inside vite preview', () => {
  /** A build's pages for these variants, as scripts/vite-plugin-routes.ts writes them. */
  function writeBuild(outDir: string, variants: Record<string, ResolvedVariant>): void {
    const template = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    for (const page of routePages(variants, () => false)) {
      mkdirSync(join(outDir, page.file, '..'), { recursive: true });
      writeFileSync(join(outDir, page.file), renderPage(template, page));
    }
  }

  it('reads every variant the built pages carry', () => {
    const outDir = tempDir('build-');
    writeBuild(outDir, compiledVariants);
    expect(readBuiltVariants(outDir)).toEqual(compiledVariants);
    expect(() => readBuiltVariants(tempDir('no-build-'))).toThrow(/npm run build/);
  });

  it('charges by the build it serves, and by the next build once it replaces the pages', async () => {
    const outDir = tempDir('build-');
    writeBuild(outDir, variantsWith(true));
    const api = await serve(sandboxPlugin({ appKey: 'k', dataDir: tempDir('sandbox-preview-'), today: '2025-06-02' }), 'configurePreviewServer', {
      build: { outDir } as ResolvedConfig['build'],
    });
    expect(await chargedFirstPayment(api)).toBe(50_200);
    writeBuild(outDir, variantsWith(false));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(outDir, 'index.html'), later, later);
    expect(await chargedFirstPayment(api)).toBe(FULL);
  });
});
