// Last line of defence: event data must not carry e-mail, phone or CPF/CNPJ (they belong in `pii`,
// which is hashed). A value that looks like one, or a key named like one, is dropped and reported,
// so a mistake in an action costs an analytics field instead of leaking personal data.

export type EventData = Record<string, string | number | boolean>;

const PERSONAL_KEY = /^(e-?mail|telefone|phone|celular|cpf|cnpj|cpfcnpj)$/i;
const PERSONAL_VALUE = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // e-mail
  /\d{3}\.\d{3}\.\d{3}-\d{2}/, // CPF as typed
  /[0-9a-z]{2}\.[0-9a-z]{3}\.[0-9a-z]{3}\/[0-9a-z]{4}-\d{2}/i, // CNPJ as typed
  /\(\d{2}\)\s?\d{4,5}-?\d{4}/, // phone as typed
  /^\+?\d{10,14}$/, // bare phone, CPF or CNPJ digits
];

export function scrubData(data: EventData | undefined): EventData {
  const clean: EventData = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    const personal = PERSONAL_KEY.test(key) || (typeof value === 'string' && PERSONAL_VALUE.some((pattern) => pattern.test(value)));
    if (personal) console.warn(`[analytics] dropped "${key}": personal data goes in pii, hashed`);
    else clean[key] = value;
  }
  return clean;
}
