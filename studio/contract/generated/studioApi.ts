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
 * An error fails flows:check; a warning fails it with --strict, as CI runs it.
 */
export type Severity = "error" | "warning";
/**
 * What the edit engine answers (studio/edit/applyEdits.ts), with an HTTP-like status in the body.
 */
export type EditOutcome = EditWritten | EditRefused | EditConflict | EditInvalid;
/**
 * Price table: completa/integral show full-credit categories, paga_metade half-payment ones, tabelaintegral all.
 */
export type PriceTable = "completa" | "integral" | "paga_metade" | "tabelaintegral";

/**
 * The edit engine's, the copy deck's and the new-partner file's shapes (schemas/studio).
 */
export interface StudioApiSchemas {
  CellChange?: CellChange;
  ContentEdit?: ContentEdit;
  CopyProblem?: CopyProblem;
  CopyRow?: CopyRow;
  Diagnostic?: Diagnostic;
  DiffHunk?: DiffHunk;
  EditPath?: EditPath;
  EditRequest?: EditRequest;
  EditOutcome?: EditOutcome;
  FileChange?: FileChange;
  FileConflict?: FileConflict;
  PriceTable?: PriceTable;
  PartnerForm?: PartnerForm;
  TestUpdate?: TestUpdate;
}
/**
 * A cell of a reviewed copy deck that differs from the content (studio/copy-deck/importDeck.ts).
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
 * A cell of a reviewed copy deck that cannot be applied, and why (studio/copy-deck/importDeck.ts).
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
 * An edit engine request (studio/edit/applyEdits.ts; the copy deck's command-line import makes one): edits applied all together or not at all, each file's from the version named in `hashes`.
 */
export interface EditRequest {
  /**
   * The edits, in order; two edits of one file apply one after the other.
   *
   * @minItems 1
   */
  edits: ContentEdit[];
  /**
   * file → the content hash the edits were planned against, for every file they change: one whose content differs since is refused with 409.
   */
  hashes: {
    /**
     * The hash the file had when the edits were planned.
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
   * The new content's hash, to name this version in the next edit.
   */
  hash: string;
  /**
   * The text before the write.
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
 * A file changed on disk since the edits were planned: plan them again.
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
 * A file changed on disk since the edits were planned.
 */
export interface FileConflict {
  /**
   * The file that changed on disk.
   */
  file: string;
  /**
   * Its hash now (empty when it moved while writing).
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
 * A new partner's fields, from which studio/edit/partnerFile.ts writes its variant file in the shape of docs/partners.md's worked example (the hosted studio's new-partner form fills them; its images travel apart).
 */
export interface PartnerForm {
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
}
