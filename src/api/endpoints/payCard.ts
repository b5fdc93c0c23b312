import type { KyInstance } from 'ky';
import type { CardPayment, PagamentoCartaoRequest, PagamentoCartaoResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';

export interface CardPaymentResult {
  /** 200 approved (data.cartaoAutorizacao set); any other 2xx (202) pending. */
  status: number;
  data: CardPayment;
}

/** POST /api/pagamento/cartao. Refused: ApiError status 402; invalid card data: 422. */
export async function payCard(http: KyInstance, body: PagamentoCartaoRequest): Promise<CardPaymentResult> {
  const res = await withApiErrors(() => http.post('api/pagamento/cartao', { json: body }));
  const json = await withApiErrors(() => res.json<PagamentoCartaoResponse>());
  return { status: res.status, data: json.data };
}
