import { wordCheck } from './wordCheck.ts';

/** lead-basic-name: profanity or gibberish is refused (spec section 5). */
export const checkName = wordCheck('nameRefused');
