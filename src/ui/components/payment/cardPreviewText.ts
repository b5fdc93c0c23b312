// What the card preview shows for the form's current values, with the spec's placeholders
// ('XXXX XXXX XXXX XXXX', 'NOME DO TITULAR', 'MM/AA') where nothing is typed yet. The worded
// ones are copy (cardPreviewName, cardPreviewExpiry in flows/ui.yaml), passed in by the preview.
import { shortExpiry } from '../../../domain/cardExpiry.ts';

const CVV_PLACEHOLDER = '•••';

/** The typed digits over the placeholder: "4111 11" → "4111 11XX XXXX XXXX". */
export function previewNumber(numero: string): string {
  const digits = numero.replace(/\D/g, '').slice(0, 16).padEnd(16, 'X');
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

export function previewName(nome: string, placeholder: string): string {
  const name = nome.trim().replace(/\s+/g, ' ');
  return name === '' ? placeholder : name.toLocaleUpperCase('pt-BR');
}

/** MM/AAAA as typed → MM/AA on the card. */
export function previewExpiry(validade: string, placeholder: string): string {
  return validade === '' ? placeholder : shortExpiry(validade);
}

export function previewCvv(cvv: string): string {
  return cvv === '' ? CVV_PLACEHOLDER : cvv;
}
