// One job of a copy deck parser process (sheetProcess.ts): an uploaded spreadsheet read into its
// cells, with the local studio's limits against spreadsheet bombs (studio/copy-deck/sheetLimits.ts)
// checked before exceljs or papaparse runs. A file over them answers the refusal in words; the
// process's own time and memory limits (the gate's, gateRunner.ts) stop whatever they miss.
import { readSheet, type Sheet, SheetRefusal } from '../../copy-deck/deckSheet.ts';
import type { GateMessage } from './gateRunner.ts';

export interface SheetJob {
  id: number;
  format: 'xlsx' | 'csv';
  /** The file's bytes, base64 (IPC carries JSON). */
  data: string;
}

export type SheetReport = { ok: true; sheet: Sheet } | { ok: false; status: 413 | 422; message: string };

export async function handleSheetJob(job: SheetJob): Promise<GateMessage<SheetReport>> {
  try {
    const sheet = await readSheet(Buffer.from(job.data, 'base64'), job.format);
    return { type: 'report', id: job.id, report: { ok: true, sheet } };
  } catch (error) {
    if (error instanceof SheetRefusal) return { type: 'report', id: job.id, report: { ok: false, status: error.status, message: error.message } };
    // A file that is not a spreadsheet at all (a zip that is not one, bytes that are not a zip).
    const message = 'O arquivo não pôde ser lido como planilha. Envie o .xlsx ou o .csv que o estúdio exportou.';
    return { type: 'report', id: job.id, report: { ok: false, status: 422, message } };
  }
}
