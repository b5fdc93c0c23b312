import type { KyInstance } from 'ky';
import type { Boleto, PagamentoBoletoResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/pagamento/boleto with the proposal token as body → boletoURL (PDF), boletoCodigoBarras (linha digitável), vencimento. */
export async function payBoleto(http: KyInstance, propostaToken: string): Promise<Boleto> {
  const res = await withApiErrors(() => http.post(clientPath(API.payBoleto), { json: propostaToken }).json<PagamentoBoletoResponse>());
  return res.data;
}
