// The content's places in the editors' words: a file is "a conversa (Boas-vindas)" or "os textos
// do parceiro rota99", never a path. Paths stay in the "detalhes" disclosures.
import { flowPartName } from './flowParts.ts';

export function fileInWords(path: string): string {
  const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  if (partner === 'defaults') return 'as configurações comuns a todos os parceiros';
  if (partner) return `os textos e cores do parceiro ${partner}`;
  const flow = /^flows\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  if (flow) return `a conversa, parte “${flowPartName(flow)}”`;
  if (path.startsWith('flows/tests/')) return 'um teste da conversa';
  return 'outro arquivo do conteúdo';
}

export function placeInWords(path: string, line?: number): string {
  const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  const flow = /^flows\/([^/]+)\.ya?ml$/.exec(path)?.[1];
  const where =
    partner && partner !== 'defaults' ? `No arquivo do parceiro ${partner}` : flow ? `Na conversa, parte “${flowPartName(flow)}”` : `Em ${fileInWords(path)}`;
  return line ? `${where}, linha ${line}` : where;
}

/** A rule broken where the server said it only as a compiler diagnostic (no sentence of its own). */
export const RULE_IN_GENERAL = 'o texto quebra uma regra do conteúdo (veja os detalhes).';

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

export const when = (iso: string | number) => DATE.format(new Date(iso));

/** A version named the way a person can repeat it on the phone: its first seven characters. */
export const versionName = (commit: string) => commit.slice(0, 7);
