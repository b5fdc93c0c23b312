// The API as the actions use it: one function per endpoint, bound to a default client built
// from Vite's env on first use. Tests point it elsewhere with setApiClient().
import type { CatalogoQuery, LeadRequest, PagamentoCartaoRequest, PesquisaRequest, PlanoDetalhesRequest, PropostaRequest } from '../generated/api.ts';
import { createApiClient, type ApiClient } from './client.ts';

export { createApiClient, createHttp, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, errorMessage, proposalErrors, refusesField, toApiError, type ApiErrorKind } from './errors.ts';
export type { CardPaymentResult } from './endpoints/payCard.ts';
export type * from '../generated/api.ts';

let current: ApiClient | undefined;

/** The client the functions below use (created from VITE_API_BASE / VITE_APP_KEY on first call). */
export function apiClient(): ApiClient {
  current ??= createApiClient();
  return current;
}

/** Replaces the default client (tests: a sandbox on an ephemeral port); undefined restores the env default. */
export function setApiClient(client: ApiClient | undefined): void {
  current = client;
}

export const healthCheck = () => apiClient().healthCheck();
export const getCategories = (empresaId: number) => apiClient().getCategories(empresaId);
export const saveLead = (body: LeadRequest) => apiClient().saveLead(body);
export const searchCatalogue = (params: CatalogoQuery) => apiClient().searchCatalogue(params);
export const getPlanDetails = (body: PlanoDetalhesRequest) => apiClient().getPlanDetails(body);
export const getAddress = (cep: string) => apiClient().getAddress(cep);
export const createProposal = (body: PropostaRequest) => apiClient().createProposal(body);
export const payPix = (propostaToken: string) => apiClient().payPix(propostaToken);
export const payBoleto = (propostaToken: string) => apiClient().payBoleto(propostaToken);
export const payCard = (body: PagamentoCartaoRequest, idempotencyKey?: string) => apiClient().payCard(body, idempotencyKey);
export const getPaymentStatus = (propostaToken: string) => apiClient().getPaymentStatus(propostaToken);
export const checkWords = (text: string) => apiClient().checkWords(text);
export const saveSurvey = (body: PesquisaRequest) => apiClient().saveSurvey(body);
