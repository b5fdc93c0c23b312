import { wordCheck } from './wordCheck.ts';

/** lead-add-email: profanity or gibberish is refused (spec section 5). */
export const checkEmail = wordCheck('emailRefused');
