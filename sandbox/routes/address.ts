import { Hono } from 'hono';
import type { EnderecoQuery, EnderecoResponse } from '../../src/generated/api.ts';
import { findCep } from '../address/findCep.ts';
import { notFound } from '../httpError.ts';
import { parseQuery } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/** GET /api/endereco?cep → 200 { data: Address }; 404 { message: 'CEP não encontrado', code: 'CEP_NAO_ENCONTRADO' }. */
export function addressRoutes() {
  return new Hono().get(API.getAddress.path, (c) => {
    const { cep } = parseQuery<EnderecoQuery>(c, 'EnderecoQuery');
    const address = findCep(cep);
    if (!address) throw notFound('CEP não encontrado', 'CEP_NAO_ENCONTRADO');
    return c.json({ data: address } satisfies EnderecoResponse);
  });
}
