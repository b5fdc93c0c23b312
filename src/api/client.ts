// The HTTP client for the contract: one ky instance per base URL, carrying the fixed
// application key (spec section 6). No retries: every failure goes to a flow step instead.
// The spec's "default timeout none" described the old client; a visitor needs an answer, so a call
// that takes over 30 s fails as 'timeout exceeded' and its action takes the step's error branch.
import ky, { type KyInstance } from 'ky';
import type { CatalogoQuery, LeadRequest, PagamentoCartaoRequest, PesquisaRequest, PlanoDetalhesRequest, PropostaRequest } from '../generated/api.ts';
import { checkWords } from './endpoints/checkWords.ts';
import { createProposal } from './endpoints/createProposal.ts';
import { getAddress } from './endpoints/getAddress.ts';
import { getCategories } from './endpoints/getCategories.ts';
import { getPaymentStatus } from './endpoints/getPaymentStatus.ts';
import { getPlanDetails } from './endpoints/getPlanDetails.ts';
import { healthCheck } from './endpoints/healthCheck.ts';
import { payBoleto } from './endpoints/payBoleto.ts';
import { payCard } from './endpoints/payCard.ts';
import { payPix } from './endpoints/payPix.ts';
import { saveLead } from './endpoints/saveLead.ts';
import { saveSurvey } from './endpoints/saveSurvey.ts';
import { searchCatalogue } from './endpoints/searchCatalogue.ts';

export interface ApiClientOptions {
  /** Absolute API origin, e.g. "http://127.0.0.1:8787". Empty: the page's own origin. */
  baseUrl?: string;
  /** X-App-Key header value. */
  appKey?: string;
  /** A fetch implementation (tests, instrumentation); defaults to the global one. */
  fetch?: typeof fetch;
  /** Milliseconds before a call fails as a timeout; default CLIENT_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** The longest a visitor waits on one call before the step's error branch. */
export const CLIENT_TIMEOUT_MS = 30_000;

export const DEFAULT_APP_KEY = 'sandbox-app-key';

/** Base URL and key from Vite's env (VITE_API_BASE, VITE_APP_KEY); empty base = same origin. */
export function defaultClientOptions(): Required<Pick<ApiClientOptions, 'baseUrl' | 'appKey'>> {
  // import.meta.env exists under Vite and Vitest; plain Node (tsx) has none, hence `?.`.
  // Written out literally so Vite can replace it at build time.
  return {
    baseUrl: import.meta.env?.VITE_API_BASE ?? '',
    appKey: import.meta.env?.VITE_APP_KEY || DEFAULT_APP_KEY,
  };
}

/** ky needs an absolute prefix: an empty base means the page's origin (browsers only). */
export function resolveBaseUrl(baseUrl: string | undefined): string {
  if (baseUrl) return baseUrl.replace(/\/+$/, '');
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') return location.origin;
  throw new Error('API base URL is required outside a browser (pass baseUrl or set VITE_API_BASE).');
}

export function createHttp(options: ApiClientOptions = {}): KyInstance {
  const defaults = defaultClientOptions();
  return ky.create({
    prefixUrl: resolveBaseUrl(options.baseUrl ?? defaults.baseUrl),
    headers: { 'X-App-Key': options.appKey ?? defaults.appKey },
    timeout: options.timeoutMs ?? CLIENT_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Every endpoint of the contract, bound to one base URL and key. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http = createHttp(options);
  return {
    healthCheck: () => healthCheck(http),
    getCategories: (empresaId: number) => getCategories(http, empresaId),
    saveLead: (body: LeadRequest) => saveLead(http, body),
    searchCatalogue: (params: CatalogoQuery) => searchCatalogue(http, params),
    getPlanDetails: (body: PlanoDetalhesRequest) => getPlanDetails(http, body),
    getAddress: (cep: string) => getAddress(http, cep),
    createProposal: (body: PropostaRequest) => createProposal(http, body),
    payPix: (propostaToken: string) => payPix(http, propostaToken),
    payBoleto: (propostaToken: string) => payBoleto(http, propostaToken),
    payCard: (body: PagamentoCartaoRequest, idempotencyKey?: string) => payCard(http, body, idempotencyKey),
    getPaymentStatus: (propostaToken: string) => getPaymentStatus(http, propostaToken),
    checkWords: (text: string) => checkWords(http, text),
    saveSurvey: (body: PesquisaRequest) => saveSurvey(http, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
