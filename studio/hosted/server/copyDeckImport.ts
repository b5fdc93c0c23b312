// An uploaded copy deck against a draft's files: the upload read into cells in the parser process
// (gate.ts, under the gate's limits), every changed cell checked (known id, placeholders kept, HTML
// allowed — the local copy deck's own checks, studio/copy-deck/importDeck.ts — and, for a person
// with a scope, only their partners' texts), then applied with the minimal YAML splice to the files
// it touches. Any problem refuses the whole sheet: the answer lists each row, nothing is written.
import { createHash } from 'node:crypto';
import { collectCopy } from '../../copy-deck/collectCopy.ts';
import { checkFileSize, formatOf, type Sheet, SheetRefusal } from '../../copy-deck/deckSheet.ts';
import { planImport } from '../../copy-deck/importDeck.ts';
import { editYaml, YamlEditError } from '../../edit/yamlEdit.ts';
import { can, type Person } from '../auth/roles.ts';
import { GateStoppedError } from '../gate/gateRunner.ts';
import { type DeckProblem, problemInWords, problemsSentence } from './copyDeckWords.ts';
import { HttpError } from './routeTable.ts';
import type { Services } from './services.ts';

export interface Upload {
  name: string;
  bytes: number;
  sha256: string;
  sheet: Sheet;
}

export interface DeckCell {
  /** How the page names the cell when it ticks it: cellKey. */
  key: string;
  row: number;
  column: string;
  id: string;
  partner: string | null;
  before: string;
  after: string;
}

/** The upload's cells, read in the parser process; a refusal in words (413 too big, 422 not a deck). */
export async function readUpload(s: Services, file: unknown): Promise<Upload> {
  if (!(file instanceof File)) throw new HttpError(400, 'arquivo_ausente', 'Escolha a planilha (.xlsx ou .csv) a importar.');
  const format = formatOf(file.name);
  if (!format) throw new HttpError(415, 'planilha_recusada', `“${file.name.slice(0, 100)}” não é uma planilha .xlsx ou .csv.`);
  const data = Buffer.from(await file.arrayBuffer());
  try {
    checkFileSize(data.length);
  } catch (error) {
    if (error instanceof SheetRefusal) throw new HttpError(error.status, 'planilha_recusada', error.message);
    throw error;
  }
  const report = await s.gate.sheet(format, data).catch((error: unknown) => {
    if (!(error instanceof GateStoppedError)) throw error;
    const limit = error.reason === 'memoria' ? 'de memória' : error.reason === 'tempo' ? 'de tempo' : 'do leitor';
    throw new HttpError(
      413,
      'planilha_recusada',
      `A leitura da planilha passou do limite ${limit} e foi interrompida. Exporte a planilha de novo e edite só os textos.`,
    );
  });
  if (!report.ok) throw new HttpError(report.status, 'planilha_recusada', report.message);
  const sha256 = createHash('sha256').update(data).digest('hex');
  return { name: file.name.slice(0, 200), bytes: data.length, sha256, sheet: report.sheet };
}

/** A cell's key, sent with each cell and sent back for the ticked ones: its row and column letter ("12:D"). */
export const cellKey = (cell: { row: number; column: string }) => `${cell.row}:${cell.column.split(' ')[0]}`;

/**
 * The cells that change, and the new text of each file they touch; HttpError 422 listing every bad
 * row. With `accepted` (cell keys the person ticked in the per-cell diff), only those cells count.
 */
export function planDeck(
  files: Readonly<Record<string, string>>,
  sheet: Sheet,
  person: Person,
  accepted?: ReadonlySet<string>,
): { cells: DeckCell[]; next: Record<string, string> } {
  const plan = planImport(files, sheet, (cell) => !accepted || accepted.has(cellKey(cell)));
  const deck = collectCopy(files);
  const fileOf = new Map(deck.rows.map((row) => [row.id, row.file]));
  const problems: DeckProblem[] = plan.problems.map(problemInWords);
  const cells: DeckCell[] = [];
  for (const change of plan.changes) {
    const partner = change.variant === 'default' ? null : change.variant;
    const file = partner === null ? fileOf.get(change.id) : deck.variantFiles[partner];
    if (file && !can(person, 'draft.edit', file)) {
      const message = `Você só pode mudar os textos destes parceiros: ${person.scope?.join(', ') || 'nenhum'}.`;
      problems.push({ row: change.row, column: change.column, id: change.id, message, detail: `${file} is outside the person's scope` });
      continue;
    }
    cells.push({ key: cellKey(change), row: change.row, column: change.column, id: change.id, partner, before: change.before, after: change.after });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    throw new HttpError(422, 'planilha_com_problemas', problemsSentence(problems), { problems });
  }
  const next: Record<string, string> = {};
  try {
    for (const edit of plan.edits) next[edit.file] = editYaml(next[edit.file] ?? files[edit.file], edit.path, edit.remove ? undefined : edit.value);
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(422, 'planilha_com_problemas', `A planilha não foi importada: ${error.message} Nada foi salvo.`);
    throw error;
  }
  return { cells, next };
}
