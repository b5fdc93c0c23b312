// The word check behind the name and e-mail inputs (POST /api/lead/validar-palavras). A refused
// text keeps the visitor on the step with the field's own message (the server's is replaced,
// spec section 7); a failed call is an error the flow sends to error-general (spec section 8).
import { action, type DeclaredAction } from '../../engine/outcomes.ts';
import type { MessageId } from '../../generated/names.ts';
import { loadApi } from '../loadApi.ts';

export function wordCheck(refused: MessageId): DeclaredAction<'ok' | 'invalid'> {
  return action(['ok', 'invalid'], async ({ input, message }) => {
    const text = String(input ?? '').trim();
    const api = await loadApi();
    const { success } = await api.checkWords(text);
    return success ? { outcome: 'ok' } : { outcome: 'invalid', message: message(refused) };
  });
}
