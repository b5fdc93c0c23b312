import type { KyInstance } from 'ky';
import type { PagamentoStatusResponse, PaymentStatus } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** GET /api/proposta/{propostaToken}/pagamento: paid, a card pending, or open (nothing charged). */
export async function getPaymentStatus(http: KyInstance, propostaToken: string): Promise<PaymentStatus> {
  const json = await withApiErrors(() => http.get(clientPath(API.getPaymentStatus, { token: propostaToken })).json<PagamentoStatusResponse>());
  return json.data;
}
