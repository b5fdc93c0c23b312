import type { KyInstance } from 'ky';
import type { Proposal, PropostaRequest, PropostaResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/**
 * POST /api/proposta → propostaID, contrato, propostaToken, formasPagamentoDisponiveis.
 * Business errors: ApiError status 422 whose body.Errors lists them
 * (an unknown CEP gives 'O CEP informado, não é válido!'); see proposalErrors().
 */
export async function createProposal(http: KyInstance, body: PropostaRequest): Promise<Proposal> {
  const res = await withApiErrors(() => http.post(clientPath(API.createProposal), { json: body }).json<PropostaResponse>());
  return res.data;
}
