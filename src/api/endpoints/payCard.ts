import type { KyInstance } from 'ky';
import type { CardPayment, PagamentoCartaoRequest, PagamentoCartaoResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

export interface CardPaymentResult {
  /** 200 approved (data.cartaoAutorizacao set); any other 2xx (202) pending. */
  status: number;
  data: CardPayment;
}

/**
 * POST /api/pagamento/cartao. Refused: ApiError status 402; invalid card data: 422; already
 * paid: 409. The Idempotency-Key names the attempt: resent after a lost answer, the sandbox
 * answers with the original result instead of charging again.
 */
export async function payCard(http: KyInstance, body: PagamentoCartaoRequest, idempotencyKey?: string): Promise<CardPaymentResult> {
  // No `headers` key at all without a key: ky would let an undefined one drop the instance's X-App-Key.
  const options = idempotencyKey ? { json: body, headers: { 'Idempotency-Key': idempotencyKey } } : { json: body };
  const res = await withApiErrors(() => http.post(clientPath(API.payCard), options));
  const json = await withApiErrors(() => res.json<PagamentoCartaoResponse>());
  return { status: res.status, data: json.data };
}
