import type { Validator } from '../../engine/types.ts';
import { isPersonName } from '../../domain/personName.ts';

/** The visitor's name: letters only (spec section 5 asks whether it is right when it does not look like a name). */
export const personName: Validator = (raw, { message }) => (isPersonName(raw) ? { ok: true } : { ok: false, message: message('nameLooksWrong') });
