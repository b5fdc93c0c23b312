// Formatters for `{path|name}` placeholders in flow texts. The value is formatted first and
// HTML-escaped afterwards (see interpolate.ts), so a formatter returns plain text.
import { formatBRL } from '../domain/money.ts';
import { formatCep, formatCpfCnpj, formatPhone } from '../domain/documentFormat.ts';
import { FEE_DECIMALS, WHOLE_DECIMALS, formatPercent } from '../domain/percent.ts';

export type Formatter = (value: unknown) => string;

export const formatters: Record<string, Formatter> = {
  /** Centavos → "R$ 1.234,56". */
  brl: (value) => formatBRL(Number(value) || 0),
  /** A fee over the term, 16 → "16,00%" (src/domain/percent.ts, as on the plan cards). */
  percent: (value) => formatPercent(Number(value) || 0, FEE_DECIMALS),
  /** A whole-number rate set by rule, 50 → "50%" (the campaign discount). */
  wholePercent: (value) => formatPercent(Number(value) || 0, WHOLE_DECIMALS),
  upper: (value) => text(value).toLocaleUpperCase('pt-BR'),
  lower: (value) => text(value).toLocaleLowerCase('pt-BR'),
  /** "maria da silva" → "maria": the greeting uses the first name only. */
  firstName: (value) => text(value).trim().split(/\s+/)[0] ?? '',
  /** Digits → 529.982.247-25 or 11.222.333/0001-81. */
  cpfCnpj: (value) => formatCpfCnpj(text(value)),
  /** Digits → 01310-100. */
  cep: (value) => formatCep(text(value)),
  /** Digits → (11) 98765-4321. */
  phone: (value) => formatPhone(text(value)),
};

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
