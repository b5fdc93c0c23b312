// How documents, postal codes and phones read to a visitor (the state keeps digits only).
// Plain slicing of a known number of digits: nothing to validate here, and it keeps these
// formatters (imported by the first screen through the flow texts' formatters) tiny.

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** 11 digits → 000.000.000-00, 14 digits → 00.000.000/0000-00; anything else as given. */
export function formatCpfCnpj(value: string): string {
  const d = digitsOf(value);
  if (d.length === 11) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return value;
}

/** 8 digits → 00000-000 (the spec's #####-###). */
export function formatCep(value: string): string {
  const d = digitsOf(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

/** DDD + number → (11) 98765-4321 or (11) 3456-7890. */
export function formatPhone(value: string): string {
  const d = digitsOf(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}
