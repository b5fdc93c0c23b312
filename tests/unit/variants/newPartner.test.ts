// A partner is one YAML file: the file docs/partners.md shows, dropped into a copy of the project,
// works end to end — flow check, Vite plugin, route, colours, greeting, analytics ids and the lead
// request — and the flow check catches a broken one, with file and line.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { flowsPlugin } from '../../../scripts/vite-plugin-flows.ts';
import { pushPageContext } from '../../../src/analytics/pageContext.ts';
import { resolveVariant } from '../../../src/variants/resolveVariant.ts';
import { startJourney, type Journey } from '../../conversations/harness.ts';
import { pickCategory, record } from '../../conversations/leadJourney.ts';
import { parse } from 'yaml';
import type { Variant } from '../../../src/contracts/content.ts';
import { docsPartner } from './realVariants.ts';
import { waitFor, walkToLead } from './walkToLead.ts';

const ROOT = process.cwd();
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'variants');

/** A throwaway copy of flows/ and variants/ plus the fixture's variant files (or the docs' partner). */
function projectWith(fixture: string | 'docs'): string {
  const root = mkdtempSync(join(tmpdir(), 'variants-'));
  cpSync(join(ROOT, 'flows'), join(root, 'flows'), { recursive: true });
  cpSync(join(ROOT, 'variants'), join(root, 'variants'), { recursive: true });
  if (fixture === 'docs') writeFileSync(join(root, 'variants', `${partner.name}.yaml`), partner.yaml);
  else cpSync(join(FIXTURES, fixture), join(root, 'variants'), { recursive: true });
  return root;
}

const partner = docsPartner();
/** What the docs' file says, to compare the running chat with. */
const file = parse(partner.yaml) as Variant;
const plainText = (html: string) => html.replace(/<[^>]+>/g, '');

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the new partner file docs/partners.md shows', () => {
  const root = projectWith('docs');
  roots.push(root);
  const compiled = compileFlows({ root });
  let journey: Journey | undefined;
  afterEach(() => journey?.stop());

  it('passes the flow check', () => {
    expect(compiled.diagnostics.filter((d) => d.file.startsWith('variants/')).map((d) => d.message)).toEqual([]);
  });

  it('reaches the browser through the Vite plugin, defaults merged in', () => {
    type Hook = (this: unknown, ...args: unknown[]) => unknown;
    const plugin = flowsPlugin({ root });
    (plugin.configResolved as Hook).call({}, { root, command: 'build' });
    const id = (plugin.resolveId as Hook).call({}, 'virtual:variants') as string;
    const code = (plugin.load as Hook).call(
      {
        warn: vi.fn(),
        addWatchFile: vi.fn(),
        error: (e: unknown) => {
          throw e;
        },
      },
      id,
    ) as string;
    const served = JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));
    expect(served[partner.name]).toMatchObject({ route: file.route, campanhaId: file.campanhaId, fakeLoad: 1500, tipoTabela: 'integral' });
  });

  it('answers on its route with its own colours, ids and greeting, and its ids reach analytics and the lead request', async () => {
    const result = resolveVariant({ variants: compiled.variants, path: file.route!, host: 'www.mycon.com.br', query: '', storage: null });
    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    const variant = result.variant;
    expect(variant.theme).toEqual(file.theme);
    const ids = { campanhaId: file.campanhaId, compraId: file.compraId, empresaId: file.empresaId };

    const host: { dataLayer?: unknown[] } = {};
    pushPageContext(variant, host);
    expect(host.dataLayer![0]).toMatchObject({ variant: partner.name, ...ids });

    journey = await startJourney({ variantPatch: { ...variant, fakeLoad: 0 } });
    const j = journey;
    const rec = record(j);
    await j.at('copy-message-2');
    expect(j.transcript().slice(0, 2)).toEqual([
      `bot: ${plainText(file.texts!['copy-message-1'] as string)}`,
      `bot: ${plainText(file.texts!['copy-message-2'] as string).replace('{variant.descontoPercentual}', '50')}`,
    ]);
    expect(j.transcript()[1]).toContain('50% de desconto na primeira parcela');
    await j.click('SIMULAR AGORA');
    await pickCategory(j, 'CARRO');
    expect(rec.callsTo('/api/categoria')[0].query.get('empresaID')).toBe(String(file.empresaId));
    await walkToLead(j);
    await waitFor(() => rec.callsTo('/api/lead').length > 0);
    expect(rec.callsTo('/api/lead')[0].body).toMatchObject({ ...ids, tipo: 1 });
  });
});

describe('a broken partner file', () => {
  const root = projectWith('broken');
  roots.push(root);
  const lines = compileFlows({ root })
    .diagnostics.filter((d) => d.file === 'variants/parceiro-quebrado.yaml')
    .map((d) => `${d.line}:${d.col} ${d.message}`);

  it('is reported with every problem at its line: missing id, bad colour, unknown step, taken route, no title of its own', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^3:1 variant "parceiro-quebrado": campanhaId is missing/),
        expect.stringMatching(/^7:22 variant "parceiro-quebrado": theme\.primaryBackground: "#12345" must be a CSS hex colour/),
        expect.stringMatching(/^9:3 variant "parceiro-quebrado": texts override "copy-mesage-1" names no step \(did you mean "copy-message-1"\?\)/),
        expect.stringMatching(/^3:8 variant "parceiro-quebrado": route "\/99" is already used by variant "99"/),
        // It keeps the default title, the main page's (page rule, issue 26 item 8).
        expect.stringMatching(
          /^1:1 variant "parceiro-quebrado": title "Mycon Consórcio \| Simule seu consórcio sem juros e sem entrada" is also the title of variant "main"/,
        ),
      ]),
    );
    expect(lines).toHaveLength(5);
  });
});
