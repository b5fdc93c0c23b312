// Changes that can harm visitors need a privileged approver (../shared/HOSTED-STUDIO.md, "content
// that harms visitors"): a partner's tag-manager container (it runs code on the page), the host of
// a link or of the banner, the site's domain or preview hosts, the partnership's ids (where leads
// and money go), and what a partner file extends. Decided from the draft's own changes — the files
// where it started against its head — so no save path can skip it: approving such a draft, and
// publishing it, needs an administrator.
import { parse } from 'yaml';
import { getPerson } from '../store/people.ts';
import { draftChanges, type LoadedDraft } from './draftLogic.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

type Files = Record<string, string>;

const SAME_VALUE_KEYS: Record<string, string> = {
  gtmId: 'o contêiner do Google Tag Manager',
  siteDomain: 'o domínio do site',
  previewHosts: 'os endereços de prévia',
  campanhaId: 'o número da campanha',
  compraId: 'o número da compra',
  empresaId: 'o número da empresa',
  planIds: 'os números dos planos',
  referral: 'os números usados com código de indicação',
  extends: 'de qual parceiro o arquivo herda',
};

const LINK_KEYS: Record<string, string> = {
  linkWhatsApp: 'o endereço do link do WhatsApp',
  regulamentoUrl: 'o endereço do regulamento',
  politicaPrivacidadeUrl: 'o endereço da política de privacidade',
  bannerSrc: 'o endereço do banner',
};

/** A link's host; a path on this site (or nothing) has none. */
function hostOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    return /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? new URL(value.trim()).host.toLowerCase() : '';
  } catch {
    return value;
  }
}

function yamlOf(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const data = parse(text, { uniqueKeys: false }) as unknown;
    return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What, in words, the changed partner files change that needs an administrator's approval. */
export function adminReasons(before: Files, after: Files, paths: readonly string[]): string[] {
  const reasons: string[] = [];
  for (const path of paths) {
    const partner = /^variants\/([^/]+)\.ya?ml$/.exec(path)?.[1];
    if (!partner || after[path] === undefined) continue;
    const [old, now] = [yamlOf(before[path]), yamlOf(after[path])];
    const where = before[path] === undefined ? `o novo parceiro ${partner}` : `o parceiro ${partner}`;
    for (const [key, words] of Object.entries(SAME_VALUE_KEYS)) {
      if (JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null)) reasons.push(`${where}: ${words}`);
    }
    for (const [key, words] of Object.entries(LINK_KEYS)) {
      if (hostOf(old[key]) !== hostOf(now[key])) reasons.push(`${where}: ${words} (outro site)`);
    }
  }
  return reasons;
}

/** The reasons for this draft, from where it started to its head. */
export async function draftAdminReasons(s: Services, draft: LoadedDraft): Promise<string[]> {
  const paths = await draftChanges(s, draft);
  if (!paths.some((path) => path.startsWith('variants/'))) return [];
  const [before, after] = await Promise.all([s.gate.read(draft.record.baseHead), s.gate.read(draft.head)]);
  return adminReasons(before, after, paths);
}

const isAdmin = (person: ReturnType<typeof getPerson>) => person?.role === 'admin' && !person.disabled;

const sentence = (reasons: readonly string[]) =>
  `Este rascunho muda ${reasons.slice(0, 4).join('; ')}${reasons.length > 4 ? ` e mais ${reasons.length - 4}` : ''}`;

/** Approving: a reviewer who is not an administrator is refused such a draft (403). */
export async function requireAdminToApprove(s: Services, draft: LoadedDraft, approverRole: string): Promise<void> {
  if (approverRole === 'admin') return;
  const reasons = await draftAdminReasons(s, draft);
  if (reasons.length === 0) return;
  throw new HttpError(403, 'aprovacao_de_administrador', `${sentence(reasons)}: só um administrador pode aprová-lo.`, {
    problems: reasons.map((r) => ({ motivo: r })),
  });
}

/** Publishing: the approval of such a draft must be an administrator's (409 otherwise). */
export async function requireAdminApproval(s: Services, draft: LoadedDraft, approverIds: string | readonly string[]): Promise<void> {
  const ids = typeof approverIds === 'string' ? [approverIds] : approverIds;
  if (ids.some((id) => isAdmin(getPerson(s.store, id)))) return;
  const reasons = await draftAdminReasons(s, draft);
  if (reasons.length === 0) return;
  throw new HttpError(409, 'aprovacao_de_administrador', `${sentence(reasons)}: ele precisa da aprovação de um administrador antes de ser publicado.`, {
    state: draft.record.state,
  });
}
