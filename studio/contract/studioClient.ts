// The studio page's side of the dev-server endpoint (studio/server/vitePluginStudioEdit.ts): typed
// calls that run in the browser (fetch only; the types are erased, nothing of Node is bundled).
// Requests and answers are the types generated from schemas/studio, the schemas the endpoint checks
// every request against; any request can also be refused at that door (RequestRefusal, 400).
import type {
  CellChange,
  CellRef,
  ContentEdit,
  CopyDeckAnswer,
  CopyProblem,
  CopyRow,
  EditOutcome,
  EditRequest,
  ExportQuery,
  FileAnswer,
  FileChange,
  ImportAnswer,
  ImportRequest,
  PartnerAnswer,
  PartnerForm as PartnerRequest,
  PreconditionRequired,
  RequestProblem,
  RequestRefusal,
  StudioError,
  TestFileRequest,
  UndoRequest,
} from './generated/studioApi.ts';

export type {
  CellChange,
  ContentEdit,
  CopyDeckAnswer,
  CopyProblem,
  CopyRow,
  EditOutcome,
  EditRequest,
  FileChange,
  ImportAnswer,
  PartnerAnswer,
  PreconditionRequired,
  RequestProblem,
  RequestRefusal,
};

/** The new-partner form's fields (the request without `dryRun`). */
export type PartnerForm = Omit<PartnerRequest, 'dryRun'>;

/** An answer with its HTTP status (the edit engine's answers carry it in the body too). */
export type Answered<T> = T & { status: number };

/** What any call may be answered instead of its own shape: the door's 400 listing every problem of
 * the request, a write that does not name the version it started from (428), or a plain refusal
 * (another origin 403, not found 404, a body over 8 MB 413, not JSON 415, a crash 500; a git ref or
 * a spreadsheet it cannot read, 400). */
export type Refusal = RequestRefusal | PreconditionRequired | (StudioError & { status: 400 | 403 | 404 | 413 | 415 | 500 });

/** A copy deck file over the limits (studio/copy-deck/sheetLimits.ts), refused before it is read:
 * 413 when the file or its unzipped parts are too big, 422 when its sheet has too many rows or columns. */
export type SheetRefused = StudioError & { status: 413 | 422 };

/** What a save, an undo or a saved test answers. */
export type EditAnswer = EditOutcome | Refusal;

/** A copy deck import: the dry run reads; the import that writes sends back the `hashes` its dry
 * run answered (ImportAnswer.hashes), the version of the files the editor reviewed the cells against. */
export type ImportOptions = { accept?: CellRef[]; updateTests?: boolean } & ({ dryRun: true } | { dryRun?: false; hashes: ImportAnswer['hashes'] });

export interface StudioClientOptions {
  /** Origin of the dev server; '' (the page's own) in the browser. */
  base?: string;
}

export function studioClient(options: StudioClientOptions = {}) {
  const base = `${options.base ?? ''}/__studio`;
  const post = async <T>(route: string, body: unknown): Promise<Answered<T> | Refusal> => {
    const response = await fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { ...((await response.json()) as T), status: response.status } as Answered<T> | Refusal;
  };
  const get = async <T>(route: string): Promise<Answered<T> | Refusal> => {
    const response = await fetch(`${base}${route}`);
    return { ...((await response.json()) as T), status: response.status } as Answered<T> | Refusal;
  };
  return {
    /** A content file and the hash to send back with an edit of it. */
    readFile: (path: string) => get<FileAnswer>(`/file?path=${encodeURIComponent(path)}`),
    /** Applies edits (all or none), each file's from the version in `hashes` (428 without one);
     * 409 means reload the file, 422 carries the diagnostics. */
    save: (request: EditRequest) => post<EditOutcome>('/edit', request),
    /** Puts back a write's `before` text while the file is still that write's `hash`. */
    undo: (file: string, text: string, hash: string) => post<EditOutcome>('/undo', { file, text, hash } satisfies UndoRequest),
    /** Puts back every file of one write (a copy deck import) while each is still that write's hash; all or none. */
    undoAll: (files: readonly UndoRequest[]) => post<EditOutcome>('/undo', { files }),
    /** A recorded test as flows/tests/<name>.yaml: `hash` replaces the existing file read at that
     * hash; null writes a new file, refused (409, with its hash) if one exists. */
    saveTest: (name: string, text: string, hash: string | null) => post<EditOutcome>('/test', { name, text, hash } satisfies TestFileRequest),
    createPartner: (form: PartnerForm, dryRun = false) => post<PartnerAnswer>('/partner', { ...form, dryRun } satisfies PartnerRequest),
    copyDeck: (since?: string) => get<CopyDeckAnswer>(`/copy${since ? `?since=${encodeURIComponent(since)}` : ''}`),
    /** Where the browser downloads the deck from (a link, not a fetch). */
    exportUrl: (format: NonNullable<ExportQuery['format']>) => `${base}/copy/export?format=${format}`,
    /** A reviewed file: with dryRun the per-cell diff only; then the accepted cells ({ row, column } of
     * the diff), against the files as the dry run read them (its `hashes`). */
    importDeck: async (file: Blob, format: ImportRequest['format'], options: ImportOptions): Promise<Answered<ImportAnswer> | Refusal | SheetRefused> =>
      post<ImportAnswer>('/copy/import', { format, data: await base64(file), ...options } satisfies ImportRequest),
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
