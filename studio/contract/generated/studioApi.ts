/* GENERATED FILE — do not edit by hand. Run `npm run flows:types` to regenerate. */

/**
 * Where a value lives in a YAML file: keys and list indexes from the top, e.g. ["steps", "lead-select-plan", "say", 1].
 *
 * @minItems 1
 */
export type EditPath = ReadonlyArray<string | number>;
/**
 * The new value: a text, a number, a flag, or a list of texts.
 *
 * @minItems 1
 */
export type EditValue = string | number | boolean | readonly string[];
/**
 * What the edit engine answers (POST /__studio/edit, /undo, /test), with the HTTP status in the body too.
 */
export type EditOutcome = EditWritten | EditRefused | EditConflict | EditInvalid;
/**
 * An error fails flows:check; a warning fails it with --strict, as CI runs it.
 */
export type Severity = "error" | "warning";
/**
 * What kind of text it is.
 */
export type CopyKind = "text" | "option" | "placeholder" | "tooltip" | "message" | "ui";
/**
 * How a variant overrides this row; absent when variants cannot (option labels, placeholders, tooltips).
 */
export type CopyOverride =
  | {
      /**
       * The variant's texts: section.
       */
      section: "texts";
      /**
       * The step id.
       */
      step: string;
      /**
       * 0-based bubble of a step with several.
       */
      bubble?: number;
      /**
       * How many bubbles the step has.
       */
      bubbles?: number;
    }
  | {
      /**
       * The variant's section.
       */
      section: "messages" | "ui";
      /**
       * The message or copy id.
       */
      key: string;
    };
/**
 * Price table: completa/integral show full-credit categories, paga_metade half-payment ones, tabelaintegral all.
 */
export type PriceTable = "completa" | "integral" | "paga_metade" | "tabelaintegral";
/**
 * What POST /__studio/partner answers: the edit engine's outcome for the new variant file with the images, or the form field it refuses.
 */
export type PartnerAnswer = PartnerWritten | PartnerRefused | PartnerConflict | PartnerInvalid | PartnerFieldRefused;

/**
 * Every request and response shape of the studio's dev-server endpoint (schemas/studio).
 */
export interface StudioApiSchemas {
  ContentEdit?: ContentEdit;
  ExportQuery?: ExportQuery;
  ImportRequest?: ImportRequest;
  ImportAnswer?: ImportAnswer;
  CopyRow?: CopyRow;
  CopyQuery?: CopyQuery;
  CopyDeckAnswer?: CopyDeckAnswer;
  Diagnostic?: Diagnostic;
  DiffHunk?: DiffHunk;
  EditPath?: EditPath;
  EditRequest?: EditRequest;
  EditOutcome?: EditOutcome;
  StudioError?: StudioError;
  FileChange?: FileChange;
  FileConflict?: FileConflict;
  FileQuery?: FileQuery;
  FileAnswer?: FileAnswer;
  PriceTable?: PriceTable;
  PartnerForm?: PartnerForm;
  PartnerAnswer?: PartnerAnswer;
  PreconditionRequired?: PreconditionRequired;
  RequestRefusal?: RequestRefusal;
  TestUpdate?: TestUpdate;
  TestFileRequest?: TestFileRequest;
  UndoAllRequest?: UndoAllRequest;
  UndoRequest?: UndoRequest;
  UploadedFile?: UploadedFile;
}
/**
 * Set `value` at `path` in `file`, or remove the entry there with `remove: true` (a variant override's "reset to default"); one of the two.
 */
export interface ContentEdit {
  /**
   * The content file: flows/<name>.yaml or variants/<name>.yaml.
   */
  file: string;
  path: EditPath;
  value?: EditValue;
  /**
   * Removes the entry at `path` instead of setting it.
   */
  remove?: true;
}
/**
 * Query of GET /__studio/copy/export.
 */
export interface ExportQuery {
  /**
   * The file's format; xlsx when left out.
   */
  format?: "xlsx" | "csv";
}
/**
 * Body of POST /__studio/copy/import: a reviewed copy deck. A dry run reads; an import that writes names, in `hashes`, the version of the files its dry run answered.
 */
export interface ImportRequest {
  /**
   * The file's format.
   */
  format: "xlsx" | "csv";
  /**
   * The file's bytes, base64.
   */
  data: string;
  /**
   * Answer the per-cell changes without writing.
   */
  dryRun?: boolean;
  /**
   * When the import rewords sentences conversation tests assert word for word, write each test's proposed expectation too, in the same change.
   */
  updateTests?: boolean;
  /**
   * Apply only these changed cells; every valid changed cell when left out.
   */
  accept?: CellRef[];
  /**
   * file → hash, as the dry run answered them (ImportAnswer.hashes): required unless dryRun; a file the import changes that is missing here is refused with 428, one that changed since with 409.
   */
  hashes?: {
    /**
     * The hash the dry run answered for the file.
     */
    [k: string]: string;
  };
}
/**
 * A cell of the file, as a change names it.
 */
export interface CellRef {
  /**
   * The spreadsheet row (1 is the header).
   */
  row: number;
  /**
   * The column as the change names it: "E (rota99)".
   */
  column: string;
}
/**
 * What POST /__studio/copy/import answers: the changed cells, the refused ones, and the edit engine's outcome when any cell applies.
 */
export interface ImportAnswer {
  /**
   * Every changed cell.
   */
  changes: CellChange[];
  /**
   * Every refused cell.
   */
  problems: CopyProblem[];
  /**
   * The edits the accepted cells make.
   */
  edits: ContentEdit[];
  /**
   * The edit engine's outcome, when any cell applies.
   */
  outcome?: EditOutcome;
  /**
   * Every content file the import compared the cells with, as file → hash: sent back with the import that applies the accepted cells, which is refused (409) if any file it changes moved on since.
   */
  hashes: {
    /**
     * Its content hash.
     */
    [k: string]: string;
  };
}
/**
 * A cell that differs from the content.
 */
export interface CellChange {
  /**
   * Spreadsheet row (1 is the header).
   */
  row: number;
  /**
   * The column as the spreadsheet names it: "E (rota99)".
   */
  column: string;
  /**
   * The copy id.
   */
  id: string;
  /**
   * 'default' or a variant name.
   */
  variant: string;
  /**
   * The content's wording.
   */
  before: string;
  /**
   * The cell's wording.
   */
  after: string;
}
/**
 * A cell that cannot be applied.
 */
export interface CopyProblem {
  /**
   * Spreadsheet row.
   */
  row: number;
  /**
   * The column.
   */
  column: string;
  /**
   * The copy id, when the row has a known one.
   */
  id?: string;
  /**
   * Why.
   */
  message: string;
}
/**
 * The edits add no problem: written (or, in a dry run or with nothing to change, not).
 */
export interface EditWritten {
  /**
   * HTTP status.
   */
  status: 200;
  /**
   * Done.
   */
  ok: true;
  /**
   * False in a dry run, or when the edits change nothing.
   */
  written: boolean;
  /**
   * The files the write changed (or would have changed).
   */
  files: FileChange[];
}
/**
 * A file a write changed (or would change, in a dry run or a refused write).
 */
export interface FileChange {
  /**
   * The content file.
   */
  file: string;
  /**
   * The new content's hash, to send with the next edit or the undo.
   */
  hash: string;
  /**
   * The text before the write: what an undo puts back.
   */
  before: string;
  /**
   * The text after the write.
   */
  after: string;
  /**
   * The lines that changed, with two lines of context.
   */
  diff: DiffHunk[];
}
/**
 * One hunk of a line diff, as a reviewer reads it in git.
 */
export interface DiffHunk {
  /**
   * 1-based first line of the hunk in the old text.
   */
  oldStart: number;
  /**
   * 1-based first line of the hunk in the new text.
   */
  newStart: number;
  /**
   * The hunk's lines.
   *
   * Items: A line prefixed like a unified diff: ' ' context, '-' removed, '+' added.
   */
  lines: string[];
}
/**
 * Refused before any check: a malformed edit (400), a path outside flows/ and variants/ (403), a file that does not exist (404).
 */
export interface EditRefused {
  /**
   * HTTP status.
   */
  status: 400 | 403 | 404;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
}
/**
 * A file changed on disk since the client read it: reload it.
 */
export interface EditConflict {
  /**
   * HTTP status.
   */
  status: 409;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The files that changed on disk since they were read.
   */
  conflicts: FileConflict[];
}
/**
 * A file changed on disk since the client read it.
 */
export interface FileConflict {
  /**
   * The file that changed on disk.
   */
  file: string;
  /**
   * Its hash now (empty when it moved while saving).
   */
  hash: string;
}
/**
 * The edits would add problems to the content, or fail a conversation test: nothing was written.
 */
export interface EditInvalid {
  /**
   * HTTP status.
   */
  status: 422;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The problems the edits would add.
   */
  diagnostics: Diagnostic[];
  /**
   * The same problems as flows:check prints them.
   */
  report: string;
  /**
   * Conversation-test checks the edits break only by changing the words they assert: saving again with updateTests writes these new expectations in the same change. Absent when a test breaks otherwise (then the diagnostics say how).
   */
  testUpdates?: TestUpdate[];
  /**
   * The files the write changed (or would have changed).
   */
  files: FileChange[];
}
/**
 * One problem the flow compiler found, where an editor jumps to it (as flows:check prints it).
 */
export interface Diagnostic {
  /**
   * Path relative to the project root, with forward slashes: flows/lead.yaml.
   */
  file: string;
  /**
   * 1-based line.
   */
  line: number;
  /**
   * 1-based column.
   */
  col: number;
  severity: Severity;
  /**
   * What is wrong, with a did-you-mean when a name is close.
   */
  message: string;
  /**
   * What kind of problem, stable across wordings (step.unregistered): the hosted studio says each kind in Portuguese.
   */
  code?: string;
  /**
   * The names the message quotes, by role (name, kind, suggestion), for those sentences.
   */
  args?: {
    [k: string]: string;
  };
}
/**
 * A conversation test's `bot:` check that an edit breaks (it asserts words the edit changes), with the words the bot says after the edit: what saving with `updateTests` writes in its place.
 */
export interface TestUpdate {
  /**
   * The test file: flows/tests/<name>.yaml.
   */
  file: string;
  /**
   * Line of the check's text.
   */
  line: number;
  /**
   * Column of the check's text.
   */
  col: number;
  /**
   * The test's name.
   */
  test: string;
  /**
   * The words the check asserts today.
   */
  expected: string;
  /**
   * What the bot says after the edit, proposed as the new expectation.
   */
  proposed: string;
}
/**
 * One visitor-facing text of the copy deck, with each variant's own wording.
 */
export interface CopyRow {
  /**
   * Stable id: copy-message-1, lead-select-plan#2 (second bubble), copy-message-2 option 1, lead-add-email placeholder, message required, ui header.menu.
   */
  id: string;
  /**
   * The flow file's name without extension: intro, lead, messages …
   */
  phase: string;
  kind: CopyKind;
  /**
   * Where the default lives.
   */
  file: string;
  path: EditPath;
  /**
   * The default wording.
   */
  default: string;
  /**
   * Variant name → its own wording; variants using the default are absent.
   */
  overrides: {
    /**
     * The variant's wording.
     */
    [k: string]: string;
  };
  override?: CopyOverride;
}
/**
 * Query of GET /__studio/copy.
 */
export interface CopyQuery {
  /**
   * A git ref (main, HEAD~3): mark the rows changed since it.
   */
  since?: string;
}
/**
 * What GET /__studio/copy answers: the copy deck.
 */
export interface CopyDeckAnswer {
  /**
   * Read.
   */
  ok: true;
  /**
   * Variant names, in column order.
   *
   * Items: A variant name.
   */
  variants: string[];
  /**
   * Every visitor-facing text.
   */
  rows: CopyRow[];
  /**
   * Ids of the rows changed since the `since` ref, when asked.
   *
   * Items: A row id.
   */
  changed?: string[];
}
/**
 * Body of POST /__studio/edit: edits applied all together or not at all, each file's from the version named in `hashes`.
 */
export interface EditRequest {
  /**
   * The edits, in order; two edits of one file apply one after the other.
   *
   * @minItems 1
   */
  edits: ContentEdit[];
  /**
   * file → the content hash the client read (from GET /__studio/file) for every file the edits change: a file missing here is refused with 428, one whose disk content differs since with 409.
   */
  hashes: {
    /**
     * The hash the client read the file at.
     */
    [k: string]: string;
  };
  /**
   * Check and diff without writing.
   */
  dryRun?: boolean;
  /**
   * When the edits change words a conversation test asserts (a 422 with testUpdates), write each proposed expectation in that test file too, in the same change.
   */
  updateTests?: boolean;
}
/**
 * A refusal with no more to say: another origin or address (403), not found (404), not JSON (415), an unknown git ref (400), a copy deck spreadsheet over the limits (413 too big, 422 too many rows or columns), a crash (500).
 */
export interface StudioError {
  /**
   * Nothing was done.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
}
/**
 * Query of GET /__studio/file.
 */
export interface FileQuery {
  /**
   * The content file to read: flows/<name>.yaml or variants/<name>.yaml.
   */
  path: string;
}
/**
 * What GET /__studio/file answers: a content file and the hash to send back with an edit of it.
 */
export interface FileAnswer {
  /**
   * Read.
   */
  ok: true;
  /**
   * The file read.
   */
  file: string;
  /**
   * Its text.
   */
  text: string;
  /**
   * Its content hash.
   */
  hash: string;
}
/**
 * Body of POST /__studio/partner: a new partner's variant file, in the shape of docs/partners.md's worked example.
 */
export interface PartnerForm {
  /**
   * Header logo (PNG or SVG, at most 200 KB), stored as public/brands/<brand>.<ext>.
   */
  logo?: UploadedFile;
  /**
   * Banner above the chat (SVG, PNG, JPG or WebP, at most 500 KB), stored as public/banners/<route>.<ext>.
   */
  banner?: UploadedFile;
  /**
   * Display name, as the greeting says it: "Parceiro Novo".
   */
  name: string;
  /**
   * What the partner is, for the file's header comment: "benefits club".
   */
  description?: string;
  /**
   * The partner's first message (copy-message-1), HTML allowed as in the flows; empty or absent: "Olá, cliente <b>name</b>! 👋 Que bom ter você aqui.". The compile gate checks it like any greeting (the discount and half-payment rules).
   */
  greeting?: string;
  /**
   * "/parceiro-novo"; the file is variants/parceiro-novo.yaml.
   */
  route: string;
  /**
   * Campaign id from the partnership agreement.
   */
  campanhaId: number;
  /**
   * Purchase id from the partnership agreement.
   */
  compraId: number;
  /**
   * Company id from the partnership agreement.
   */
  empresaId: number;
  /**
   * Whether the partner's visitors get the company's discount on the first instalment.
   */
  desconto: boolean;
  /**
   * Price table; left out of the file when it is the default (integral).
   */
  tipoTabela?: PriceTable;
  /**
   * The three colours, as #rgb or #rrggbb; text must keep a 4.5:1 contrast.
   */
  theme: {
    /**
     * Header (white text on it).
     */
    background: string;
    /**
     * Buttons, bot avatar, and text on white.
     */
    primaryBackground: string;
    /**
     * Text on buttons.
     */
    primaryForeground: string;
  };
  /**
   * The specialists' link: https://wa.me/55…
   */
  linkWhatsApp: string;
  /**
   * The partner's tag-manager container: GTM-XXXXXXX.
   */
  gtmId: string;
  /**
   * The partner's own site, when it has one: the logo links there and the page shows on that domain.
   */
  siteDomain?: string;
  /**
   * Check and answer without writing.
   */
  dryRun?: boolean;
}
/**
 * An image from a form, as base64; the endpoint checks it by its bytes (type and size).
 */
export interface UploadedFile {
  /**
   * The file's name on the editor's machine: its extension says the type.
   */
  name: string;
  /**
   * The bytes, base64.
   */
  data: string;
}
/**
 * The edits add no problem: written (or, in a dry run or with nothing to change, not).
 */
export interface PartnerWritten {
  /**
   * HTTP status.
   */
  status: 200;
  /**
   * Done.
   */
  ok: true;
  /**
   * False in a dry run, or when the edits change nothing.
   */
  written: boolean;
  /**
   * The files the write changed (or would have changed).
   */
  files: FileChange[];
  /**
   * The new partner's route.
   */
  route: string;
  /**
   * Images still to add by hand.
   *
   * Items: A path under public/.
   */
  assets: string[];
  /**
   * Images stored from the uploads.
   *
   * Items: A path under public/.
   */
  stored: string[];
}
/**
 * Refused before any check: a malformed edit (400), a path outside flows/ and variants/ (403), a file that does not exist (404).
 */
export interface PartnerRefused {
  /**
   * HTTP status.
   */
  status: 400 | 403 | 404;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The new partner's route.
   */
  route: string;
  /**
   * Images still to add by hand.
   *
   * Items: A path under public/.
   */
  assets: string[];
  /**
   * Images stored from the uploads.
   *
   * Items: A path under public/.
   */
  stored: string[];
}
/**
 * A file changed on disk since the client read it: reload it.
 */
export interface PartnerConflict {
  /**
   * HTTP status.
   */
  status: 409;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The files that changed on disk since they were read.
   */
  conflicts: FileConflict[];
  /**
   * The new partner's route.
   */
  route: string;
  /**
   * Images still to add by hand.
   *
   * Items: A path under public/.
   */
  assets: string[];
  /**
   * Images stored from the uploads.
   *
   * Items: A path under public/.
   */
  stored: string[];
}
/**
 * The edits would add problems to the content: nothing was written.
 */
export interface PartnerInvalid {
  /**
   * HTTP status.
   */
  status: 422;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The problems the edits would add.
   */
  diagnostics: Diagnostic[];
  /**
   * The same problems as flows:check prints them.
   */
  report: string;
  /**
   * The files the write changed (or would have changed).
   */
  files: FileChange[];
  /**
   * The new partner's route.
   */
  route: string;
  /**
   * Images still to add by hand.
   *
   * Items: A path under public/.
   */
  assets: string[];
  /**
   * Images stored from the uploads.
   *
   * Items: A path under public/.
   */
  stored: string[];
}
/**
 * A field of the form is refused (400), or an image of that name exists (409).
 */
export interface PartnerFieldRefused {
  /**
   * HTTP status.
   */
  status: 400 | 409;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in a sentence.
   */
  error: string;
  /**
   * The refused field, dotted: theme.background, logo.
   */
  field: string;
}
/**
 * A write that does not name the version of the file it started from (428 Precondition Required): nothing was written; read the file (GET /__studio/file, or the copy deck's dry run) and send its hash with the write.
 */
export interface PreconditionRequired {
  /**
   * HTTP status.
   */
  status: 428;
  /**
   * Nothing was written.
   */
  ok: false;
  /**
   * Why, in Portuguese, for the editor.
   */
  error: string;
  /**
   * The files whose hash the write must name (absent when the request names no version at all).
   */
  files?: string[];
}
/**
 * The endpoint's door refusing a request that does not have the shape of its schema: every problem at once, in Portuguese for the editor, each with its field.
 */
export interface RequestRefusal {
  /**
   * HTTP status.
   */
  status: 400;
  /**
   * Nothing was done.
   */
  ok: false;
  /**
   * Every problem in one text, for a one-line message.
   */
  error: string;
  /**
   * The first problem's field, for a form to mark ('' for the whole body).
   */
  field: string;
  /**
   * Every problem.
   *
   * @minItems 1
   */
  problems: RequestProblem[];
}
/**
 * One problem of the request.
 */
export interface RequestProblem {
  /**
   * The field, dotted with list indexes: edits[0].path, theme.background; '' for the whole body.
   */
  path: string;
  /**
   * What is wrong, in Portuguese.
   */
  message: string;
}
/**
 * Body of POST /__studio/test: a recorded conversation test, written as flows/tests/<name>.yaml only if flows:test accepts and passes it.
 */
export interface TestFileRequest {
  /**
   * The file name without .yaml: lower-case letters, digits and dashes (carousel-journey).
   */
  name: string;
  /**
   * The test file's YAML.
   */
  text: string;
  /**
   * The hash of the existing file it replaces (read at that hash); null for a new file, which must not exist yet. Without it: 428.
   */
  hash: string | null;
}
/**
 * Body of POST /__studio/undo for every file of one write (a copy deck import): all put back, or none (409) if any changed since.
 */
export interface UndoAllRequest {
  /**
   * Each file of the write, as a one-file undo sends it.
   *
   * @minItems 1
   */
  files: UndoRequest[];
}
/**
 * Body of POST /__studio/undo for one file: puts back `text` while the file is still `hash`.
 */
export interface UndoRequest {
  /**
   * The file a write changed (a content file, or flows/tests/<name>.yaml).
   */
  file: string;
  /**
   * The text to put back: the write's `before` ('' deletes a test file the write created).
   */
  text: string;
  /**
   * The hash the write left the file at (the write's `hash`).
   */
  hash: string;
}
