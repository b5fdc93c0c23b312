import type { Validator } from '../../engine/types.ts';
import { isValidIncome } from '../../domain/income.ts';
import { parseBRL } from '../../domain/money.ts';

/** Monthly and extra income: at least R$ 100,00 (spec sections 5 and 9). */
export const minIncome: Validator = (raw, { message }) => (isValidIncome(parseBRL(raw)) ? { ok: true } : { ok: false, message: message('incomeInvalid') });
