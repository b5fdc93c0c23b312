// The proposal holder's name (spec section 5, "Contract name"): a person's full name or a
// company name, at most 30 characters.
import { isPersonName } from './personName.ts';

export const HOLDER_NAME_MAX = 30;

/**
 * Company names also take digits and the usual punctuation of Brazilian trade names
 * ("Padaria Pão & Cia", "J.R. Transportes Ltda.", "3M do Brasil"), with at least two letters.
 */
const COMPANY_NAME = /^[\p{L}\d][\p{L}\d &'’.,/-]*$/u;

export function isHolderName(text: string, individual: boolean): boolean {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name.length > HOLDER_NAME_MAX) return false;
  if (individual) return isPersonName(name);
  return COMPANY_NAME.test(name) && name.replace(/[^\p{L}]/gu, '').length >= 2;
}
