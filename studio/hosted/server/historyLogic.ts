// What the history routes share: a key's history with people's names, a new draft opened with a
// few files already changed (restore, revert), and the revert of a publish computed by key — the
// inverse of the publish's diff against its first parent, applied to what is published now with
// the minimal-splice writer, leaving out every key that changed again since.
import { type EditValue, editYaml, readYaml, YamlEditError } from '../../edit/yamlEdit.ts';
import type { Person } from '../auth/roles.ts';
import { sameValue } from '../git/keyHistory.ts';
import type { KeyChange } from '../git/index.ts';
import { appendAudit } from '../store/audit.ts';
import { findPersonByEmail } from '../store/people.ts';
import { insertDraft } from './draftStore.ts';
import { draftView } from './draftLogic.ts';
import { HttpError } from './routeTable.ts';
import { saveRefused } from './saveRefusal.ts';
import { identityOf, type Services } from './services.ts';

export type FileEdit = { path: string; content: string | Buffer | null };

/** "Ana Editora <ana@…>" or a bare name → the name the studio knows that person by. */
export function personName(s: Services, name: string, email?: string): string {
  const match = /^(.*) <([^>]+)>$/.exec(name);
  const address = email ?? match?.[2];
  const known = address ? findPersonByEmail(s.store, address.toLowerCase()) : undefined;
  return known?.name || (match ? match[1] : name);
}

export function changeView(s: Services, change: KeyChange) {
  return {
    ...change,
    author: { name: personName(s, change.author.name, change.author.email), email: change.author.email },
    approvedBy: change.approvedBy.map((who) => personName(s, who)),
    publishedBy: change.publishedBy === null ? null : personName(s, change.publishedBy),
    before: change.before ?? null,
    after: change.after ?? null,
  };
}

export function isEditValue(value: unknown): value is EditValue {
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The text with `value` (absent: undefined) at `key`, in the editor's words when it cannot be. */
export function spliced(text: string, key: readonly string[], value: unknown): string {
  if (value !== undefined && value !== null && !isEditValue(value)) {
    throw new HttpError(422, 'valor_nao_restauravel', 'Este valor não é um texto nem uma configuração simples: peça a um desenvolvedor.');
  }
  try {
    return editYaml(text, key, value === null ? undefined : (value as EditValue | undefined));
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, 'texto_nao_editavel', `Não foi possível escrever este texto: ${error.message}`);
    throw error;
  }
}

/**
 * A new draft, from the published head the edits were computed on, holding them in one commit —
 * only if the draft with them passes the compiler (422 with the problems, and no draft opened).
 */
export async function openDraftWith(s: Services, person: Person, from: string, edits: FileEdit[], message: string, trailers: [string, string][]) {
  const files = { ...(await s.gate.read(from)) };
  for (const edit of edits) {
    if (edit.content === null) delete files[edit.path];
    else if (typeof edit.content === 'string') files[edit.path] = edit.content;
  }
  const gate = s.gate.check(files, false);
  if (!gate.ok) throw saveRefused('O rascunho não foi aberto: o resultado quebraria regras do conteúdo.', gate.problems, files);
  const { draftId, head: base } = await s.repo.createDraft({ from });
  const record = insertDraft(s.store, draftId, person.id, base);
  const saved = await s.repo.commitFiles({ draftId, expectedHead: base, files: edits, author: identityOf(person), message, trailers });
  return { record, head: saved.head, view: draftView(s, record, saved.head, { changedPaths: edits.map((e) => e.path), publishedHead: from }) };
}

type Leaf = { key: string[]; before: unknown; after: unknown };
const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every key path whose value differs between two parsed documents (a map added or removed: its leaves). */
export function leafChanges(before: unknown, after: unknown, key: string[] = []): Leaf[] {
  if (sameValue(before, after)) return [];
  const b = before ?? (isMap(after) ? {} : before);
  const a = after ?? (isMap(before) ? {} : after);
  if (!isMap(b) || !isMap(a)) return [{ key, before, after }];
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((k) => leafChanges(b[k], a[k], [...key, k]));
}

function parsedOrNull(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return readYaml(text, []);
  } catch {
    return null;
  }
}

/**
 * One file's revert: the bytes as before the publish when nothing changed it since; else, for a
 * YAML file, each key the publish changed and nobody changed since, put back; the rest skipped.
 */
export function revertFile(path: string, old: string | null, published: string | null, now: string | null) {
  if (now === published) return { content: old, skipped: [] as string[][], changed: old !== now };
  if (now === old) return { content: now, skipped: [], changed: false };
  const yaml = /\.ya?ml$/.test(path) && now !== null && old !== null && published !== null;
  const leaves = yaml ? leafChanges(parsedOrNull(old), parsedOrNull(published)) : [];
  if (!yaml || leaves.some((leaf) => leaf.key.length === 0)) return { content: now, skipped: [[]], changed: false };
  let text = now;
  const skipped: string[][] = [];
  for (const leaf of leaves) {
    const current = readYaml(text, leaf.key);
    if (sameValue(current, leaf.before)) continue;
    if (!sameValue(current, leaf.after) || (leaf.before !== undefined && leaf.before !== null && !isEditValue(leaf.before))) {
      skipped.push(leaf.key);
      continue;
    }
    text = spliced(text, leaf.key, leaf.before);
  }
  return { content: text, skipped, changed: text !== now };
}

/** The revert of one publish (a merge on the published line): the files to write and what was skipped. */
export async function revertPlan(s: Services, commit: string) {
  const published = await s.repo.publishedHead();
  const parent = await s.repo.firstParent(commit);
  if (parent === null || !(await s.repo.isAncestor(commit, published))) {
    throw new HttpError(404, 'publicacao_nao_encontrada', 'Esta publicação não está na versão publicada.');
  }
  const edits: FileEdit[] = [];
  const skipped: { path: string; key: string | null }[] = [];
  for (const path of await s.repo.changedPaths(parent, commit)) {
    const [old, pub, now] = await Promise.all([parent, commit, published].map((rev) => s.repo.readFile(rev, path)));
    if (!/\.ya?ml$/.test(path)) {
      // An image: back to its old bytes when nobody replaced it since.
      if (same(now, pub) && !same(now, old)) edits.push({ path, content: old });
      else if (!same(now, old)) skipped.push({ path, key: null });
      continue;
    }
    const result = revertFile(path, ...([old, pub, now].map((b) => b?.toString('utf8') ?? null) as [string | null, string | null, string | null]));
    if (result.changed) edits.push({ path, content: result.content });
    for (const key of result.skipped) skipped.push({ path, key: key.length === 0 ? null : key.join('.') });
  }
  return { published, parent, edits, skipped };
}

const same = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : a.equals(b));

export function auditOpened(s: Services, person: Person, action: 'restore' | 'revert', draftId: string, details: Record<string, unknown>) {
  appendAudit(s.store, { actor: person.email, action, target: draftId, details });
}
