// The embedded CEP table (sandbox/data/ceps.json): real addresses from several states,
// including city-wide and district CEPs without street or neighbourhood.
import type { Address } from '../../src/generated/api.ts';
import data from '../data/ceps.json' with { type: 'json' };

const table = new Map(data.ceps.map((entry) => [entry.cep, entry]));

/** The address of a CEP (8 digits, dash optional); undefined when the table lacks it. */
export function findCep(cep: string): Address | undefined {
  const entry = table.get(cep.replace(/\D/g, ''));
  return entry ? { ...entry, numero: '' } : undefined;
}

export const CEP_COUNT = table.size;
