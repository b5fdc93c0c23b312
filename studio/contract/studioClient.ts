// The studio page's side of the dev-server endpoint (studio/server/vitePluginStudioEdit.ts): typed
// calls that run in the browser (fetch only; the types are erased, nothing of Node is bundled).
import type { CopyRow } from '../copy-deck/collectCopy.ts';
import type { CopyProblem, CellChange } from '../copy-deck/importDeck.ts';
import type { ContentEdit, EditOutcome, EditRequest, FileChange } from '../edit/applyEdits.ts';
import type { PartnerForm } from '../edit/partnerFile.ts';

export type { CellChange, ContentEdit, CopyProblem, CopyRow, EditOutcome, EditRequest, FileChange, PartnerForm };

export interface StudioClientOptions {
  /** Origin of the dev server; '' (the page's own) in the browser. */
  base?: string;
}

export interface CopyDeckAnswer {
  variants: string[];
  rows: CopyRow[];
  /** Ids changed since the `since` ref, when asked. */
  changed?: string[];
}

export interface ImportAnswer {
  changes: CellChange[];
  problems: CopyProblem[];
  outcome?: EditOutcome;
}

export type PartnerAnswer =
  | (EditOutcome & { route?: string; assets?: string[]; stored?: string[] })
  | { status: 400 | 409; ok: false; error: string; field: string };

export function studioClient(options: StudioClientOptions = {}) {
  const base = `${options.base ?? ''}/__studio`;
  const post = async <T>(route: string, body: unknown): Promise<T & { status: number }> => {
    const response = await fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { ...((await response.json()) as T), status: response.status };
  };
  const get = async <T>(route: string): Promise<T & { status: number }> => {
    const response = await fetch(`${base}${route}`);
    return { ...((await response.json()) as T), status: response.status };
  };
  return {
    /** A content file and the hash to send back with an edit of it. */
    readFile: (path: string) => get<{ ok: boolean; text: string; hash: string; error?: string }>(`/file?path=${encodeURIComponent(path)}`),
    /** Applies edits (all or none); 409 means reload the file, 422 carries the diagnostics. */
    save: (request: EditRequest) => post<EditOutcome>('/edit', request),
    /** Puts back a write's `before` text while the file is still that write's `hash`. */
    undo: (file: string, text: string, hash: string) => post<EditOutcome>('/undo', { file, text, hash }),
    /** Puts back every file of one write (a copy deck import) while each is still that write's hash; all or none. */
    undoAll: (files: ReadonlyArray<{ file: string; text: string; hash: string }>) => post<EditOutcome>('/undo', { files }),
    /** A recorded test as flows/tests/<name>.yaml; `hash` replaces an existing file read at that hash. */
    saveTest: (name: string, text: string, hash?: string) => post<EditOutcome>('/test', { name, text, hash }),
    createPartner: (form: PartnerForm, dryRun = false) => post<PartnerAnswer>('/partner', { ...form, dryRun }),
    copyDeck: (since?: string) => get<CopyDeckAnswer>(`/copy${since ? `?since=${encodeURIComponent(since)}` : ''}`),
    /** Where the browser downloads the deck from (a link, not a fetch). */
    exportUrl: (format: 'xlsx' | 'csv') => `${base}/copy/export?format=${format}`,
    /** A reviewed file: with dryRun the per-cell diff only; then the accepted cells ({ row, column } of the diff). */
    importDeck: async (file: Blob, format: 'xlsx' | 'csv', options: { dryRun?: boolean; accept?: Array<Pick<CellChange, 'row' | 'column'>> } = {}) =>
      post<ImportAnswer>('/copy/import', { format, data: await base64(file), ...options }),
  };
}

/** A file's bytes as base64, for JSON bodies (an upload, a workbook). */
export async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode(...all) overflows the call stack on a large workbook.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
