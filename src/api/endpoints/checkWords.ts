import type { KyInstance } from 'ky';
import type { ValidarPalavrasResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** POST /api/lead/validar-palavras with the text as body → { success, message? } (always 200). */
export function checkWords(http: KyInstance, text: string): Promise<ValidarPalavrasResponse> {
  return withApiErrors(() => http.post(clientPath(API.checkWords), { json: text }).json<ValidarPalavrasResponse>());
}
