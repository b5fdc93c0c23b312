import type { Validator } from '../../engine/types.ts';

/** Every field's first check (spec section 5). A money field holding only its "R$" prefix is empty too. */
export const required: Validator = (raw, { message }) =>
  raw.replace(/^\s*R\$/, '').trim() === '' ? { ok: false, message: message('required') } : { ok: true };
