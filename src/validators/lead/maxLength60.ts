import type { Validator } from '../../engine/types.ts';

/** E-mail limit (spec sections 5 and 9). */
export const maxLength60: Validator = (raw, { message }) => (raw.trim().length > 60 ? { ok: false, message: message('tooLong') } : { ok: true });
