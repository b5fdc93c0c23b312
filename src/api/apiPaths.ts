// The API's endpoints, written once: the client calls them (src/api/endpoints/), the sandbox serves
// them (sandbox/routes/) and the tests walk the whole list (tests/sandbox/endpoint-list.test.ts:
// the sandbox mounts exactly these). The spec's Calls table (section 7) and the sandbox's additions:
// the survey, the payment status, the public documents and the bank's stand-in. `:name` is a path
// parameter. Every path is /hc or under /api/, which is what the dev server hands to the sandbox
// and the security headers leave alone (sandbox/vite-plugin-sandbox.ts, isSandboxPath).

export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/${string}`;
  /** Opened by an <img> or a new tab, which cannot send X-App-Key: the URL carries an unguessable id instead. */
  public?: true;
  /** Not called by the chat: the sandbox's test hook (it plays the bank reporting a Pix or boleto paid). */
  sandboxOnly?: true;
}

export const API = {
  healthCheck: { method: 'GET', path: '/hc' },
  getCategories: { method: 'GET', path: '/api/categoria' },
  saveLead: { method: 'POST', path: '/api/lead' },
  checkWords: { method: 'POST', path: '/api/lead/validar-palavras' },
  searchCatalogue: { method: 'GET', path: '/api/v1/catalogo' },
  getPlanDetails: { method: 'POST', path: '/api/plano/detalhes' },
  getAddress: { method: 'GET', path: '/api/endereco' },
  createProposal: { method: 'POST', path: '/api/proposta' },
  getPaymentStatus: { method: 'GET', path: '/api/proposta/:token/pagamento' },
  payPix: { method: 'POST', path: '/api/pagamento/pix' },
  payBoleto: { method: 'POST', path: '/api/pagamento/boleto' },
  payCard: { method: 'POST', path: '/api/pagamento/cartao' },
  saveSurvey: { method: 'POST', path: '/api/pesquisa' },
  categoryImage: { method: 'GET', path: '/api/categoria/:file', public: true },
  pixImage: { method: 'GET', path: '/api/pagamento/pix/:file', public: true },
  boletoPdf: { method: 'GET', path: '/api/pagamento/boleto/:file', public: true },
  regulation: { method: 'GET', path: '/api/documentos/regulamento.pdf', public: true },
  settle: { method: 'POST', path: '/api/sandbox/liquidar/:metodo', sandboxOnly: true },
} as const satisfies Record<string, Endpoint>;

/** The endpoint's path as the client's ky instance takes it (relative to the base URL), parameters filled in. */
export function clientPath(endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string {
  return endpoint.path.slice(1).replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
