import type { Validator } from '../../engine/types.ts';

/** E-mail limit (spec sections 5 and 9); the message is the spec's, spelling included. */
export const maxLength60: Validator = (raw) =>
  raw.trim().length > 60 ? { ok: false, message: 'Numero máximo de caracteres excedido' } : { ok: true };
