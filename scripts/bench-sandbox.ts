// Load test of the sandbox's busiest endpoints (catalogue search, lead save): 50 concurrent
// connections against a fresh server in a temp dir. Printed, never asserted — budgets are
// read by people (ARCHITECTURE.md: 0 errors, p99 < 50 ms), not by flaky timed tests.
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../sandbox/app.ts';
import { compiledVariants } from '../sandbox/campaigns/compiledVariants.ts';

export interface BenchRow {
  endpoint: string;
  rps: number;
  p99: number;
  errors: number;
}

const APP_KEY = 'bench-app-key';
const LEAD = JSON.stringify({
  nome: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  telefone: '11987654321',
  rendaMensal: 500000,
  campanhaId: 851,
  compraId: 161,
  categoriaId: 2,
  tipo: 1,
  empresaId: 90,
});

export async function benchSandbox(options: { duration?: number; connections?: number } = {}): Promise<BenchRow[]> {
  const { duration = 5, connections = 50 } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const app = createApp({ dataDir, appKey: APP_KEY, variants: compiledVariants(process.cwd()) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json' };
  const cases = [
    {
      endpoint: 'GET /api/v1/catalogo',
      url: `${base}/api/v1/catalogo?minValor=5000000&tipo=1&categorias=2&empresaId=90&pagaIntegral=true&pagaMetade=true&renda=500000`,
      method: 'GET' as const,
    },
    { endpoint: 'POST /api/lead', url: `${base}/api/lead`, method: 'POST' as const, body: LEAD },
  ];
  const rows: BenchRow[] = [];
  try {
    for (const c of cases) {
      const result = await autocannon({ url: c.url, method: c.method, body: c.body, headers, connections, duration });
      rows.push({
        endpoint: c.endpoint,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
      });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchSandbox();
  console.table(rows.map((r) => ({ ...r, p99: `${r.p99} ms` })));
}
