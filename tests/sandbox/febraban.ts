// An independent boleto validator, written from the FEBRABAN layout and sharing nothing
// with sandbox/payments/boleto.ts: it rebuilds the barcode from a linha digitável, checks
// the three mod 10 field digits and the mod 11 general digit, and reads amount and due date.

export interface BoletoReading {
  bank: string;
  amount: number;
  /** YYYY-MM-DD, resolved in the factor cycle that starts on 2025-02-22. */
  due: string;
  barcode: string;
}

function fieldDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((acc, d, i) => {
    const p = Number(d) * (i % 2 === 0 ? 2 : 1);
    return acc + Math.floor(p / 10) + (p % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

function generalDigit(digits43: string): number {
  const sum = [...digits43].reverse().reduce((acc, d, i) => acc + Number(d) * (2 + (i % 8)), 0);
  const r = 11 - (sum % 11);
  return r > 9 || r === 0 ? 1 : r;
}

/** null when any check digit is wrong. */
export function readLinha(linha: string): BoletoReading | null {
  if (!/^\d{47}$/.test(linha)) return null;
  const f1 = linha.slice(0, 9),
    d1 = Number(linha[9]);
  const f2 = linha.slice(10, 20),
    d2 = Number(linha[20]);
  const f3 = linha.slice(21, 31),
    d3 = Number(linha[31]);
  if (fieldDigit(f1) !== d1 || fieldDigit(f2) !== d2 || fieldDigit(f3) !== d3) return null;
  const dv = linha[32];
  const factorAndAmount = linha.slice(33);
  const barcode = f1.slice(0, 4) + dv + factorAndAmount + f1.slice(4) + f2 + f3;
  if (generalDigit(barcode.slice(0, 4) + barcode.slice(5)) !== Number(dv)) return null;
  const factor = Number(factorAndAmount.slice(0, 4));
  const due = new Date(Date.UTC(2025, 1, 22) + (factor - 1000) * 86_400_000);
  return { bank: f1.slice(0, 3), amount: Number(factorAndAmount.slice(4)), due: due.toISOString().slice(0, 10), barcode };
}
