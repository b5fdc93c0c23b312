// Starts the real sandbox on an ephemeral port with its own temp data dir, for the server tests.
// It charges by the variants the flows plugin compiled for this test run (virtual:variants), as
// the dev server's sandbox does.
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import compiledVariants from 'virtual:variants';
import { createApp, type SandboxApp, type SandboxOptions, type VariantsSource } from '../../sandbox/app.ts';
import { createApiClient } from '../../src/api/client.ts';
import { API, clientPath } from '../../src/api/apiPaths.ts';

export const APP_KEY = 'test-app-key';

export interface RunningSandbox {
  url: string;
  dataDir: string;
  app: SandboxApp;
  /** Raw request with the right key (override headers to test the 401). */
  request(path: string, init?: RequestInit): Promise<Response>;
  api: ReturnType<typeof createApiClient>;
  /** Every response the typed client received, for schema checks. */
  recorded: Recorded[];
  /** Stops the server and closes the database; the data dir stays (restart tests reuse it). */
  stop(): Promise<void>;
  /** stop() and delete the data dir. */
  dispose(): Promise<void>;
}

export interface Recorded {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export async function startSandbox(options: SandboxOptions & { dataDir?: string; variants?: VariantsSource } = {}): Promise<RunningSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const app = createApp({ appKey: APP_KEY, today: '2025-06-02', variants: compiledVariants, ...options, dataDir });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const recorded: Recorded[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await response.clone().text();
    recorded.push({ method: request.method, path: new URL(request.url).pathname, status: response.status, body: text ? JSON.parse(text) : null });
    return response;
  };
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    app.close();
  };
  return {
    url,
    dataDir,
    app,
    recorded,
    stop,
    request: (path, init = {}) => fetch(url + path, { ...init, headers: { 'X-App-Key': APP_KEY, ...(init.headers as Record<string, string>) } }),
    api: createApiClient({ baseUrl: url, appKey: APP_KEY, fetch: recordingFetch }),
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every POST endpoint of the API's list (src/api/apiPaths.ts), as a path to call (the settlement's method: pix). */
export const POST_PATHS: readonly string[] = Object.values(API)
  .filter((endpoint) => endpoint.method === 'POST')
  .map((endpoint) => `/${clientPath(endpoint, { metodo: 'pix' })}`);

/** A valid lead body (car integral, R$ 5.000 income). */
export const LEAD = {
  nome: 'Maria da Silva',
  email: 'maria.silva@exemplo.com.br',
  telefone: '11987654321',
  rendaMensal: 500_000,
  campanhaId: 851,
  compraId: 161,
  categoriaId: 2 as const,
  tipo: 1,
  empresaId: 90,
  referralCode: null,
};

/** A valid proposal body for a lead and plan (Avenida Paulista, valid CPF, born 1985). */
export function proposalBody(leadId: number, plan: { planoID: number; bemId: number; planoMeses: number }) {
  return {
    bairro: 'Bela Vista',
    bemID: plan.bemId,
    cep: '01310100',
    cidade: 'São Paulo',
    complemento: '',
    cpfCnpj: '52998224725',
    email: 'maria.silva@exemplo.com.br',
    empresaId: 90,
    estado: 'SP',
    leadId: String(leadId),
    logradouro: 'Avenida Paulista',
    nascimentoFundacao: '17/05/1985',
    nome: 'Maria da Silva',
    nomeRazao: 'Maria da Silva',
    numero: 0,
    planoID: plan.planoID,
    planoMeses: plan.planoMeses,
    rendaFaturamento: '500000',
    rendaMensal: '500000',
    telefone: '11987654321',
    telefoneCelular: '11987654321',
    termos: true as const,
    tipoPessoa: 0 as const,
  };
}
