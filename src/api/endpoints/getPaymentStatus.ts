import type { KyInstance } from 'ky';
import type { PagamentoStatusResponse, PaymentStatus } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

/** GET /api/pagamento/status: paid, else the outcome of the attempt with this key (or the latest), or nothing. */
export async function getPaymentStatus(http: KyInstance, propostaToken: string, chave?: string): Promise<PaymentStatus> {
  const searchParams = chave ? { propostaToken, chave } : { propostaToken };
  const json = await withApiErrors(() => http.get('api/pagamento/status', { searchParams }).json<PagamentoStatusResponse>());
  return json.data;
}
