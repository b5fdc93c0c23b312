import type { KyInstance } from 'ky';
import type { PagamentoPixResponse, PixCharge } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/pagamento/pix with the proposal token as body → qrCode (copia e cola), url (QR PNG), vencimento. */
export async function payPix(http: KyInstance, propostaToken: string): Promise<PixCharge> {
  const res = await withApiErrors(() => http.post(clientPath(API.payPix), { json: propostaToken }).json<PagamentoPixResponse>());
  return res.data;
}
