import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import type { Validator } from '../../engine/types.ts';

/** Mobile phone with area code: 11 digits and a real DDD (spec section 5). */
export const mobilePhone: Validator = (raw, { message }) => {
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 11 && isValidMobilePhone(digits) ? { ok: true } : { ok: false, message: message('phoneInvalid') };
};
