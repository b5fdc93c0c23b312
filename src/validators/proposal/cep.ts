import type { Validator } from '../../engine/types.ts';

/** Postal code shape, #####-### (spec section 5); whether it exists is the lookup's business. */
export const cep: Validator = (raw, { message }) => (/^\d{5}-?\d{3}$/.test(raw.trim()) ? { ok: true } : { ok: false, message: message('cepInvalid') });
