// What the card preview shows for the form's current values, with the spec's placeholders
// ('XXXX XXXX XXXX XXXX', 'NOME DO TITULAR', 'MM/AA') where nothing is typed yet.
import { shortExpiry } from '../../../domain/cardExpiry.ts';

export const PREVIEW_PLACEHOLDERS = { numero: 'XXXX XXXX XXXX XXXX', nome: 'NOME DO TITULAR', validade: 'MM/AA', cvv: '•••' } as const;

/** The typed digits over the placeholder: "4111 11" → "4111 11XX XXXX XXXX". */
export function previewNumber(numero: string): string {
  const digits = numero.replace(/\D/g, '').slice(0, 16).padEnd(16, 'X');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

export function previewName(nome: string): string {
  const name = nome.trim().replace(/\s+/g, ' ');
  return name === '' ? PREVIEW_PLACEHOLDERS.nome : name.toLocaleUpperCase('pt-BR');
}

/** MM/AAAA as typed → MM/AA on the card. */
export function previewExpiry(validade: string): string {
  return validade === '' ? PREVIEW_PLACEHOLDERS.validade : shortExpiry(validade);
}

export function previewCvv(cvv: string): string {
  return cvv === '' ? PREVIEW_PLACEHOLDERS.cvv : cvv;
}
