import { action } from '../../engine/outcomes.ts';
import { loadApi } from '../loadApi.ts';

/**
 * proposal-add-name-razao: the word check (POST /api/lead/validar-palavras) with the field's own
 * message per holder type (spec section 5; texts in flows/messages.yaml). A refused
 * text keeps the visitor on the step; a failed call is outcome `error`.
 */
export const checkHolderName = action(['ok', 'invalid'], async (ctx) => {
  const api = await loadApi();
  const { success } = await api.checkWords(String(ctx.input ?? '').trim());
  if (success) return { outcome: 'ok' };
  return { outcome: 'invalid', message: ctx.message(ctx.state.contract.tipoPessoa === 0 ? 'holderNameRefused' : 'companyNameRefused') };
});
