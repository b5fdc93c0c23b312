// Every setting of a partner and its interface texts as the pages read them (GET
// …/parceiros/:parceiro/todas-configuracoes, partners.schema.json AllSettings), and one of them
// saved for this partner only, or taken back to the default (PUT …/configuracao, valor null).
import { api } from './api.ts';
import type { PartnerSaved } from './partnerApi.ts';
import { useDraftRead } from './useDraftRead.ts';

export type RowValue = string | number | boolean | string[];

export interface SettingRow {
  caminho: string[];
  chave: string;
  rotulo: string;
  tipo: 'texto' | 'numero' | 'sim_nao' | 'lista' | 'outro';
  valor: RowValue;
  origem: { tipo: 'parceiro' | 'herdado' | 'padrao'; parceiro?: string; arquivo: string };
  padrao: RowValue | null;
  editavel: boolean;
}

export interface UiTextRow {
  id: string;
  grupo: string;
  texto: string;
  padrao: string;
  proprio: boolean;
}

export interface AllSettings {
  head: string;
  parceiro: string;
  configuracoes: SettingRow[];
  textosDaInterface: UiTextRow[];
}

const base = (draftId: string, partner: string) => `/api/rascunhos/${draftId}/parceiros/${encodeURIComponent(partner)}`;

/** The partner's settings, read again whenever the draft's version changes. */
export function useAllSettings(draftId: string, partner: string, head: string) {
  const read = useDraftRead<AllSettings>(`${base(draftId, partner)}/todas-configuracoes`, head);
  return { all: read.data, error: read.error };
}

export const saveSetting = (draftId: string, partner: string, caminho: string[], valor: RowValue | null, baseHead: string) =>
  api<PartnerSaved>('PUT', `${base(draftId, partner)}/configuracao`, { caminho, valor, baseHead });

/** Where a value comes from, in words. */
export function originWords(row: Pick<SettingRow, 'origem'>): string {
  if (row.origem.tipo === 'parceiro') return 'Valor deste parceiro.';
  if (row.origem.tipo === 'herdado') return `Vem do parceiro ${row.origem.parceiro}, que este parceiro segue.`;
  return 'Vem do padrão, que vale para todos os parceiros.';
}

/** A value as the field shows it: a list one item per line. */
export const asText = (value: RowValue | null): string => (Array.isArray(value) ? value.join('\n') : value === null ? '' : String(value));

/** The typed text as the setting's type, or a sentence saying why it is not one. */
export function typedValue(tipo: SettingRow['tipo'], text: string): RowValue | { problem: string } {
  if (tipo === 'numero') return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : { problem: 'Escreva um número (só dígitos).' };
  if (tipo === 'sim_nao') return text === 'true';
  if (tipo !== 'lista') return text;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? lines : { problem: 'Escreva pelo menos um item (um por linha), ou use Voltar ao padrão.' };
}
