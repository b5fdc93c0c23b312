import type { KyInstance } from 'ky';
import type { PagamentoStatusResponse, PaymentStatus } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

/** GET /api/pagamento/status: paid, the latest card attempt's outcome, or nothing yet. */
export async function getPaymentStatus(http: KyInstance, propostaToken: string): Promise<PaymentStatus> {
  const json = await withApiErrors(() => http.get('api/pagamento/status', { searchParams: { propostaToken } }).json<PagamentoStatusResponse>());
  return json.data;
}
