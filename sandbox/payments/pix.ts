// Pix BR Code (EMV QRCPS-MPM, "copia e cola") for a first payment, made with
// @brazilian-utils: GUI br.gov.bcb.pix, the sandbox key, amount, merchant, txid, CRC16.
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';

/** The sandbox's receiving key: a random-key (EVP) that belongs to nobody. */
export const SANDBOX_PIX_KEY = '2c3e1f7a-5b8d-4e6f-9a0b-1c2d3e4f5a6b';
export const MERCHANT_NAME = 'CONSORCIO SANDBOX';
export const MERCHANT_CITY = 'SAO PAULO';

export function pixPayload(amountCents: number, txid: string): string {
  const payload = generatePixPayload({
    key: SANDBOX_PIX_KEY,
    merchantName: MERCHANT_NAME,
    merchantCity: MERCHANT_CITY,
    amount: amountCents / 100,
    txid,
  });
  if (!payload) throw new Error(`could not build a Pix payload for ${amountCents} centavos, txid ${txid}`);
  return payload;
}
