// A reviewed copy deck back into the YAML: compares every cell with the current content, checks
// each changed cell (known id, same placeholders, HTML inside the allow-list), and turns the
// accepted ones into edit-engine edits. Cells that did not change produce no edit, so a round
// trip without changes writes nothing.
import { applyEdits, type ContentEdit, type EditOutcome } from '../edit/applyEdits.ts';
import { contentHash, readAllContent } from '../edit/contentFiles.ts';
import { suggestion } from '../../src/text/didYouMean.ts';
import { checkHtml } from '../../scripts/compiler/html.ts';
import { collectCopy, overrideEdit, type CopyDeck, type CopyRow } from './collectCopy.ts';
import { columnLetter, FIXED_COLUMNS, type Sheet } from './deckSheet.ts';
import { isStampRow } from './deckStamp.ts';

// The cell and problem shapes are the studio contract's (schemas/studio/).
import type { CellChange, CopyProblem } from '../contract/generated/studioApi.ts';

export type { CellChange, CopyProblem };

export interface ImportPlan {
  changes: CellChange[];
  problems: CopyProblem[];
  edits: ContentEdit[];
}

/** Which cell changes to plan; all by default (the hosted studio passes the cells the editor ticked). */
export type AcceptCell = (change: CellChange) => boolean;

export function planImport(files: Readonly<Record<string, string>>, sheet: Sheet, accept: AcceptCell = () => true): ImportPlan {
  const deck = collectCopy(files);
  const rowsById = new Map(deck.rows.map((row) => [row.id, row]));
  const problems: CopyProblem[] = [];
  const changes: CellChange[] = [];
  const col = (index: number) => `${columnLetter(index + 1)} (${sheet.header[index] ?? ''})`;

  const idColumn = sheet.header.indexOf('id');
  if (idColumn === -1) return { changes, problems: [{ row: 1, column: 'A', message: 'no "id" column: export the deck again and edit that file' }], edits: [] };
  const textColumns: Array<{ index: number; variant: string }> = [];
  sheet.header.forEach((name, index) => {
    if (name === 'default' || deck.variants.includes(name)) textColumns.push({ index, variant: name });
    else if (!(FIXED_COLUMNS as readonly string[]).includes(name) && name.trim() !== '') {
      problems.push({
        row: 1,
        column: col(index),
        message: `unknown column "${name}": no variant file variants/${name}.yaml${suggestion(name, deck.variants)}`,
      });
    }
  });

  /** The new text of each (row, variant) cell that changes and passes the checks. */
  const accepted = new Map<CopyRow, Map<string, string>>();
  sheet.rows.forEach((cells, r) => {
    const rowNumber = r + 2;
    const id = (cells[idColumn] ?? '').trim();
    if (id === '' && cells.every((c) => (c ?? '').trim() === '')) return;
    // The hosted studio's export stamps its commit in a row of its own (deckStamp.ts): not a text.
    if (isStampRow(cells, idColumn)) return;
    const row = rowsById.get(id);
    if (!row) {
      problems.push({ row: rowNumber, column: col(idColumn), id, message: `unknown id "${id}"${suggestion(id, [...rowsById.keys()])}` });
      return;
    }
    for (const { index, variant } of textColumns) {
      const after = (cells[index] ?? '').replace(/\r\n?/g, '\n');
      const before = variant === 'default' ? row.default : (row.overrides[variant] ?? '');
      if (after === before) continue;
      const change: CellChange = { row: rowNumber, column: col(index), id, variant, before, after };
      const problem = checkCell(row, variant, before, after);
      if (problem) {
        problems.push({ row: rowNumber, column: change.column, id, message: problem });
        continue;
      }
      if (!accept(change)) continue;
      changes.push(change);
      if (!accepted.has(row)) accepted.set(row, new Map());
      accepted.get(row)!.set(variant, after);
    }
  });
  return { changes, problems, edits: editsFor(deck, accepted) };
}

/** Plans the import against the content on disk and applies its cells through the edit engine (all
 * of them or, when they would add a problem, none), from the files as the plan read them (`hashes`:
 * a file that moved since is a 409). The copy deck's command-line import (npm run copy:import). */
export async function importCopy(
  root: string,
  sheet: Sheet,
  options: { dryRun?: boolean; updateTests?: boolean } = {},
): Promise<ImportPlan & { hashes: Record<string, string>; outcome?: EditOutcome }> {
  const files = readAllContent(root);
  const hashes = Object.fromEntries(Object.entries(files).map(([file, text]) => [file, contentHash(text)]));
  const plan = { ...planImport(files, sheet), hashes };
  if (plan.edits.length === 0) return plan;
  const edited = [...new Set(plan.edits.map((e) => e.file))];
  const outcome = await applyEdits(root, {
    edits: plan.edits,
    hashes: Object.fromEntries(edited.map((file) => [file, hashes[file]])),
    dryRun: options.dryRun,
    updateTests: options.updateTests,
  });
  return { ...plan, outcome };
}

/** Why a changed cell cannot be applied, or undefined. */
function checkCell(row: CopyRow, variant: string, before: string, after: string): string | undefined {
  if (variant === 'default' && after.trim() === '') return 'the default text cannot be empty (to drop a text, change the flow in a text editor)';
  if (variant !== 'default' && !row.override) {
    return `a variant cannot change ${row.kind === 'option' ? 'an option label' : `a ${row.kind}`}: leave this cell empty`;
  }
  if (after === '') return undefined; // Back to the default.
  // A broken character (some tools mangle emoji) must never reach the YAML.
  if (after.includes('\uFFFD') && !before.includes('\uFFFD')) return 'the text has an unreadable character (�): fix the cell or export again';
  if (row.kind === 'message' || row.kind === 'placeholder' || row.kind === 'option' || row.kind === 'tooltip') {
    if (/<\/?[a-zA-Z]/.test(after)) return `${row.kind === 'message' ? 'field messages' : 'this text'} are plain text: no HTML`;
  } else {
    const html = checkHtml(after);
    if (html.length > 0) return `HTML outside the allow-list: ${html[0].message}`;
  }
  const reference = before !== '' ? before : row.default;
  const had = placeholders(reference);
  const has = placeholders(after);
  const removed = [...had].filter((p) => !has.has(p));
  const added = [...has].filter((p) => !had.has(p));
  if (added.length > 0) {
    const first = added[0];
    const hint = suggestion(
      first.slice(1, -1),
      [...had].map((p) => p.slice(1, -1)),
    );
    return `placeholder ${first} is not in the original text${hint}`;
  }
  if (removed.length > 0) return `placeholder ${removed.join(', ')} removed: keep it, the visitor would miss that value`;
  return undefined;
}

function placeholders(text: string): Set<string> {
  return new Set(text.match(/\{[^{}]*\}/g) ?? []);
}

/** Default cells edit the flow file; variant cells become override edits, one per step (its
 * bubbles together) or message. */
function editsFor(deck: CopyDeck, accepted: ReadonlyMap<CopyRow, ReadonlyMap<string, string>>): ContentEdit[] {
  const edits: ContentEdit[] = [];
  const done = new Set<string>();
  for (const [row, cells] of accepted) {
    for (const [variant, text] of cells) {
      if (variant === 'default') {
        edits.push({ file: row.file, path: row.path, value: text });
        continue;
      }
      const target = row.override!;
      const key = `${variant}\u0000${target.section}\u0000${target.section === 'texts' ? target.step : target.key}`;
      if (done.has(key)) continue;
      done.add(key);
      const group = target.section === 'texts' ? deck.rows.filter((r) => r.override?.section === 'texts' && r.override.step === target.step) : [row];
      const stepCells = new Map(group.map((r) => [r, accepted.get(r)?.get(variant) ?? r.overrides[variant] ?? '']));
      const edit = overrideEdit(deck, row, variant, stepCells);
      if (typeof edit !== 'string') edits.push(edit);
    }
  }
  return edits;
}
