// Masks of the lead phase (imask options).
import { money } from './money.ts';
import { phone } from './phone.ts';

export const leadMasks = { phone, money };
