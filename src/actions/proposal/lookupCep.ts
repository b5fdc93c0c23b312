import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/**
 * The CEP steps: GET /api/endereco fills the address (spec section 4). Outcomes: ok (street and
 * neighbourhood known), noStreet, noNeighborhood, notFound (404), error (any other failure).
 * The complement the API may know is not kept: the proposal sends it empty (spec section 7).
 */
export const lookupCep = action(['ok', 'noStreet', 'noNeighborhood', 'notFound'], async (ctx) => {
  const cep = String(ctx.input ?? '').replace(/\D/g, '');
  const api = await loadApi();
  try {
    const address = await api.getAddress(cep);
    const logradouro = address.logradouro.trim();
    const bairro = address.bairro.trim();
    ctx.update('contract', { cep, logradouro, bairro, cidade: address.cidade, estado: address.estado, complemento: '' });
    if (!logradouro) return { outcome: 'noStreet' };
    if (!bairro) return { outcome: 'noNeighborhood' };
    return { outcome: 'ok' };
  } catch (error) {
    if (error instanceof api.ApiError && error.status === 404) return { outcome: 'notFound' };
    throw error;
  }
});
