// A partner's settings and colours as the pages read them (GET …/parceiros/:parceiro/configuracoes,
// partners.schema.json), and the refusals that name a field (the server's `problems`).
import { ApiError } from './api.ts';
import { useDraftRead } from './useDraftRead.ts';
import type { Theme } from './colourWords.ts';

export type SettingValue = string | number | boolean | null;

export interface SettingField {
  chave: string;
  rotulo: string;
  ajuda: string;
  tipo: 'texto' | 'numero' | 'sim_nao' | 'escolha';
  opcoes?: { valor: string; rotulo: string }[];
  valor: SettingValue;
  herdado: SettingValue;
  sensivel: boolean;
  descricaoTecnica: string;
}

export interface PartnerSettings {
  head: string;
  parceiro: string;
  campos: SettingField[];
  cores: Theme;
  aprovacaoAdmin: string[];
}

export interface PartnerSaved {
  head: string;
  changed: boolean;
  files: string[];
  aprovacaoAdmin: string[];
}

/** The settings of one partner in a draft, read again whenever the draft's version changes. */
export function usePartnerSettings(draftId: string, partner: string, head: string) {
  const read = useDraftRead<PartnerSettings>(`/api/rascunhos/${draftId}/parceiros/${encodeURIComponent(partner)}/configuracoes`, head);
  return { settings: read.data, error: read.error, reload: read.reload };
}

/** Each field's refusal (the server's `problems`: [{ campo, mensagem }]). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.extra.problems)) return {};
  const problems = error.extra.problems as { campo?: unknown; mensagem?: unknown }[];
  return Object.fromEntries(problems.filter((p) => typeof p.campo === 'string' && typeof p.mensagem === 'string').map((p) => [p.campo, p.mensagem as string]));
}

/** The notice that a draft needs an administrator, in words. */
export const adminNote = (reasons: readonly string[]) =>
  reasons.length === 0 ? '' : `Este rascunho vai precisar da aprovação de um administrador, porque muda: ${reasons.join('; ')}.`;
