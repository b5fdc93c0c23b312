// Money is kept as integer centavos everywhere; this is the one place that formats and parses it.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

/** Formats centavos as BRL: 123456 → "R$ 1.234,56" (with the no-break space Intl puts after R$). Negatives show as zero. */
export function formatBRL(cents: number): string {
  return brl.format(Math.max(0, Math.round(cents)) / 100);
}

/** Parses what a visitor typed ("R$ 1.234,56", "1234,5", "50000") into centavos; NaN when it holds no digits. */
export function parseBRL(text: string): number {
  const cleaned = text.replace(/[^\d,]/g, '');
  if (!/\d/.test(cleaned)) return Number.NaN;
  const [units, fraction = ''] = cleaned.split(',');
  const cents = (fraction + '00').slice(0, 2);
  return Number(units || '0') * 100 + Number(cents);
}
