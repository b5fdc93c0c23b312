// Every visitor-facing text of the content, one row per text id with the default wording and each
// variant's own override (empty where the variant uses the default): the copy deck marketing and
// legal review in a spreadsheet.
import { parse } from 'yaml';
import type { ContentEdit } from '../edit/applyEdits.ts';

// A row's shape is the studio contract's (schemas/studio/), so the deck the CLI writes and the one
// the studio's endpoint answers cannot drift apart.
import type { CopyKind, CopyRow } from '../contract/generated/studioApi.ts';

export type { CopyKind, CopyRow };

export interface CopyDeck {
  /** Variant names (variants/*.yaml without defaults), in column order. */
  variants: string[];
  rows: CopyRow[];
  /** Each variant's file, for the edits. */
  variantFiles: Record<string, string>;
  /** Each variant's raw `texts:` entries (string or bubbles), to rebuild an override from its cells. */
  variantTexts: Record<string, Record<string, string | string[]>>;
}

/** The deck from content files (relative path → text), as the compiler reads them. */
export function collectCopy(files: Readonly<Record<string, string>>): CopyDeck {
  const rows = Object.keys(files)
    .filter((f) => /^flows\/[^/]+\.ya?ml$/.test(f))
    .sort()
    .flatMap((file) => flowRows(file, files[file]));

  const variantFiles: Record<string, string> = {};
  const variantTexts: Record<string, Record<string, string | string[]>> = {};
  const index = rowIndex(rows);
  for (const file of Object.keys(files)
    .filter((f) => /^variants\/[^/]+\.ya?ml$/.test(f))
    .sort()) {
    const name = file.replace(/^variants\//, '').replace(/\.ya?ml$/, '');
    if (name === 'defaults') continue;
    variantFiles[name] = file;
    variantTexts[name] = addVariantOverrides(name, (parse(files[file]) ?? {}) as Record<string, unknown>, index);
  }
  return { variants: Object.keys(variantFiles), rows, variantFiles, variantTexts };
}

type NewRow = Omit<CopyRow, 'file' | 'phase' | 'overrides'>;

/** The rows of one flow file: its steps' texts, then its field messages and its UI copy. */
function flowRows(file: string, text: string): CopyRow[] {
  const rows: CopyRow[] = [];
  const data = parse(text) as Record<string, unknown> | null;
  const phase = file.replace(/^flows\//, '').replace(/\.ya?ml$/, '');
  const add = (row: NewRow) => rows.push({ ...row, file, phase, overrides: {} });
  const steps = isRecord(data?.steps) ? data.steps : {};
  for (const [step, value] of Object.entries(steps)) if (isRecord(value)) stepRows(step, value, add);
  const messages = isRecord(data?.messages) ? data.messages : {};
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text === 'string')
      add({ id: `message ${key}`, kind: 'message', path: ['messages', key], default: text, override: { section: 'messages', key } });
  }
  // UI copy (flows/ui.yaml, when the project has one): a flat or nested map of texts under `ui:`.
  if (isRecord(data?.ui)) {
    for (const [key, text] of flatten(data.ui)) {
      // Grouped in flows/ui.yaml (ui.page.menuOpen), flat in a variant (ui: { menuOpen: … }): ids are unique across groups.
      add({ id: `ui ${key}`, kind: 'ui', path: ['ui', ...key.split('.')], default: text, override: { section: 'ui', key: key.split('.').pop()! } });
    }
  }
  return rows;
}

/** A step's texts (one row per bubble), tooltip, input placeholder and option labels. */
function stepRows(step: string, value: Record<string, unknown>, add: (row: NewRow) => void): void {
  const say = value.say;
  if (typeof say === 'string') {
    add({ id: step, kind: 'text', path: ['steps', step, 'say'], default: say, override: { section: 'texts', step } });
  } else if (Array.isArray(say)) {
    say.forEach((text, i) => {
      if (typeof text === 'string') {
        add({
          id: `${step}#${i + 1}`,
          kind: 'text',
          path: ['steps', step, 'say', i],
          default: text,
          override: { section: 'texts', step, bubble: i, bubbles: say.length },
        });
      }
    });
  }
  if (typeof value.title === 'string') add({ id: `${step} tooltip`, kind: 'tooltip', path: ['steps', step, 'title'], default: value.title });
  if (isRecord(value.input) && typeof value.input.placeholder === 'string') {
    add({ id: `${step} placeholder`, kind: 'placeholder', path: ['steps', step, 'input', 'placeholder'], default: value.input.placeholder });
  }
  if (Array.isArray(value.options)) {
    value.options.forEach((option, i) => {
      if (isRecord(option) && typeof option.label === 'string') {
        add({ id: `${step} option ${i + 1}`, kind: 'option', path: ['steps', step, 'options', i, 'label'], default: option.label });
      }
    });
  }
}

/** The rows a variant can override: by step (texts, one row per bubble) and by `messages:`/`ui:` key. */
function rowIndex(rows: readonly CopyRow[]) {
  const byStep = new Map<string, CopyRow[]>();
  const byKey = new Map<string, CopyRow>();
  for (const row of rows) {
    if (row.override?.section === 'texts') byStep.set(row.override.step, [...(byStep.get(row.override.step) ?? []), row]);
    else if (row.override) byKey.set(`${row.override.section}:${row.override.key}`, row);
  }
  return { byStep, byKey };
}

/** Writes a variant's own wording into the rows it overrides; answers its raw `texts:` entries. */
function addVariantOverrides(name: string, data: Record<string, unknown>, { byStep, byKey }: ReturnType<typeof rowIndex>): Record<string, string | string[]> {
  const own: Record<string, string | string[]> = {};
  const texts = isRecord(data.texts) ? data.texts : {};
  for (const [step, text] of Object.entries(texts)) {
    const stepRows = byStep.get(step) ?? [];
    if (typeof text === 'string') {
      own[step] = text;
      // One text over several bubbles shows in the first bubble's row.
      if (stepRows[0]) stepRows[0].overrides[name] = text;
    } else if (Array.isArray(text)) {
      own[step] = text.map(String);
      text.forEach((t, i) => {
        if (stepRows[i] && typeof t === 'string') stepRows[i].overrides[name] = t;
      });
    }
  }
  for (const section of ['messages', 'ui'] as const) {
    const map = isRecord(data[section]) ? data[section] : {};
    for (const [key, text] of flatten(map)) {
      const row = byKey.get(`${section}:${key}`);
      if (row) row.overrides[name] = text;
    }
  }
  return own;
}

/** The edit that makes `variant`'s cell of `row` read `text` ('' = use the default again), or a
 * reason it cannot. `cells` are the variant's cells of the row's other bubbles (same step). */
export function overrideEdit(deck: CopyDeck, row: CopyRow, variant: string, stepCells: ReadonlyMap<CopyRow, string>): ContentEdit | string {
  const file = deck.variantFiles[variant];
  const target = row.override;
  if (!target) return `a variant cannot change ${row.kind === 'option' ? 'an option label' : `a ${row.kind}`}; leave this cell empty`;
  if (target.section !== 'texts') {
    const text = stepCells.get(row) ?? '';
    const path = [target.section, ...target.key.split('.')];
    return text === '' ? { file, path, remove: true } : { file, path, value: text };
  }
  // A step's override replaces all its bubbles: rebuilt from every bubble cell of the step.
  const rows = [...stepCells.keys()];
  const cells = rows.map((r) => stepCells.get(r) ?? '');
  const path = ['texts', target.step];
  if (cells.every((c) => c === '')) return { file, path, remove: true };
  if (target.bubbles === undefined) return { file, path, value: cells[0] };
  const current = deck.variantTexts[variant]?.[target.step];
  // A single-text override of a several-bubble step lives in the first bubble's row.
  if (typeof current === 'string' && cells.slice(1).every((c) => c === '')) return { file, path, value: cells[0] };
  const value = rows.map((r, i) => cells[i] || r.default);
  // Every bubble back to its default: the override has no reason to stay.
  if (value.every((text, i) => text === rows[i].default)) return { file, path, remove: true };
  return { file, path, value };
}

function flatten(map: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(map).flatMap(([key, value]): Array<[string, string]> => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[id, value]];
    return isRecord(value) ? flatten(value, id) : [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
