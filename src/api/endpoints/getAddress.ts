import type { KyInstance } from 'ky';
import type { Address, EnderecoResponse } from '../../generated/api.ts';
import { withApiErrors } from '../errors.ts';
import { API, clientPath } from '../apiPaths.ts';

/** GET /api/endereco?cep → the address; unknown CEP: ApiError status 404 (serverMessage 'CEP não encontrado'). */
export async function getAddress(http: KyInstance, cep: string): Promise<Address> {
  const res = await withApiErrors(() => http.get(clientPath(API.getAddress), { searchParams: { cep: cep.replace(/\D/g, '') } }).json<EnderecoResponse>());
  return res.data;
}
