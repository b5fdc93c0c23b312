import type { Validator } from '../../engine/types.ts';

export const REQUIRED_MESSAGE = 'Preencha para continuar! 😊';

/** Every field's first check (spec section 5). A money field holding only its "R$" prefix is empty too. */
export const required: Validator = (raw) =>
  raw.replace(/^\s*R\$/, '').trim() === '' ? { ok: false, message: REQUIRED_MESSAGE } : { ok: true };
