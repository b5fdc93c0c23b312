import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import type { Validator } from '../../engine/types.ts';

/** E-mail shape (spec section 5). */
export const email: Validator = (raw, { message }) => (isValidEmail(raw.trim()) ? { ok: true } : { ok: false, message: message('emailInvalid') });
