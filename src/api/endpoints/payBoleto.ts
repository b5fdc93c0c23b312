import type { KyInstance } from 'ky';
import type { Boleto, PagamentoBoletoResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

/** POST /api/pagamento/boleto with the proposal token as body → boletoURL (PDF), boletoCodigoBarras (linha digitável), vencimento. */
export async function payBoleto(http: KyInstance, propostaToken: string): Promise<Boleto> {
  const res = await withApiErrors(() => http.post('api/pagamento/boleto', { json: propostaToken }).json<PagamentoBoletoResponse>());
  return res.data;
}
