// A draft's conflicts with the published version in the editor's words (issue 25 item 2): for each
// key both changed differently, the file and the key as the editor knows them (the etapa and its
// first words, the partner's own text), what the published version says now and who put it there
// (the key's history on the published line), and what the draft says.
import { fileInWords } from '../gate/inWords.ts';
import type { FileConflict } from '../git/index.ts';
import { renderEditPath } from '../../edit/yamlEdit.ts';
import { listSteps } from './contentTexts.ts';
import type { Services } from './services.ts';

type Key = readonly (string | number)[];

export interface SideView {
  value: unknown;
  texts: string[] | null;
  by?: { name: string; email: string } | null;
  at?: string | null;
}

export interface ConflictView {
  file: string;
  fileLabel: string;
  key: Key;
  keyLabel: string;
  published: SideView;
  draft: SideView;
  decidable: boolean;
  structure: string | null;
}

/** A value as bubbles of text; null when absent. */
export function textsOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

const decidable = (value: unknown) =>
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'));

/** The key as an editor names it. */
export function keyInWords(files: Record<string, string>, file: string, key: Key): string {
  if (key.length === 0) return 'o arquivo inteiro';
  const steps = listSteps(files);
  const stepOf = (id: unknown) => steps.find((step) => step.id === id);
  if (file.startsWith('flows/') && key[0] === 'steps') {
    const step = stepOf(key[1]);
    const where = step ? step.label : `etapa ${String(key[1])}`;
    if (key[2] === 'say') return typeof key[3] === 'number' ? `${where} — mensagem ${key[3] + 1}` : where;
    if (key[2] === 'options' && typeof key[3] === 'number') return `${where} — opção ${key[3] + 1}`;
    return `${where} — ${renderEditPath(key.slice(2))}`;
  }
  if (file.startsWith('variants/') && key[0] === 'texts') {
    const step = stepOf(key[1]);
    return `texto próprio do parceiro, ${step ? step.label : `etapa ${String(key[1])}`}`;
  }
  return `a configuração ${renderEditPath(key)}`;
}

/** Who last changed the key (or, for a whole file, the file) on the published line, and when. */
async function lastChange(s: Services, file: string, key: Key): Promise<{ by: { name: string; email: string } | null; at: string | null }> {
  try {
    if (key.length > 0) {
      const [change] = await s.repo.keyHistory(file, key.map(String), { limit: 1 });
      if (change) return { by: change.author, at: change.date };
    }
    const [entry] = await s.repo.history(file, { limit: 1 });
    return entry ? { by: entry.author, at: entry.date } : { by: null, at: null };
  } catch {
    return { by: null, at: null };
  }
}

export async function conflictViews(s: Services, publishedHead: string, details: readonly FileConflict[]): Promise<ConflictView[]> {
  const files = await s.gate.read(publishedHead);
  const views: ConflictView[] = [];
  for (const detail of details) {
    for (const conflict of detail.keys) {
      const who = await lastChange(s, detail.path, conflict.key);
      views.push({
        file: detail.path,
        fileLabel: fileInWords(detail.path),
        key: conflict.key,
        keyLabel: keyInWords(files, detail.path, conflict.key),
        published: { value: conflict.ours ?? null, texts: textsOf(conflict.ours), ...who },
        draft: { value: conflict.theirs ?? null, texts: textsOf(conflict.theirs) },
        decidable: conflict.structure === undefined && decidable(conflict.ours) && decidable(conflict.theirs),
        structure: conflict.structure ?? null,
      });
    }
  }
  return views;
}
