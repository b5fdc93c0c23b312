// What each request of the studio endpoint does, once the door (requestDoor.ts) has checked its
// body or query against its schema: each handler gets a value of its request type and answers one
// of its response types (studio/contract/generated/studioApi.ts), so the compiler holds both ends
// to the schemas. Every write names the version of each file it changes (its hash): 428 without.
import type {
  CopyDeckAnswer,
  CopyQuery,
  EditOutcome,
  EditRequest,
  ExportQuery,
  FileAnswer,
  FileQuery,
  ImportAnswer,
  ImportRequest,
  PartnerAnswer,
  PartnerForm,
  PreconditionRequired,
  StudioError,
  TestFileRequest,
  UndoAllRequest,
  UndoRequest,
} from '../contract/generated/studioApi.ts';
import { TESTS_DIR } from '../../scripts/conversation-tests/loadTests.ts';
import { changedSince, GitRefError } from '../copy-deck/changedSince.ts';
import { collectCopy } from '../copy-deck/collectCopy.ts';
import { applyEdits, restoreContent, restoreContents, type GateLoader } from '../edit/applyEdits.ts';
import { ContentPathError, readAllContent, readContent } from '../edit/contentFiles.ts';
import type { writeConversationTest } from '../edit/conversationTestFile.ts';
import { createPartner } from '../edit/createPartner.ts';
import { undoTestFile } from '../edit/undoTestFile.ts';
import { checkRequest, preconditionRequired, type StudioRequests } from './requestDoor.ts';

/** A JSON answer, or a file to download. */
export type Answer = { status: number; body: unknown } | { status: 200; file: Buffer; contentType: string; fileName: string };

/** The conversation-test writer runs the real app code (registries, components), which imports the
 * flows' virtual modules: Vite loads it with its plugins, on the first save of a test. */
export type TestWriter = () => Promise<{ writeConversationTest: typeof writeConversationTest }>;

export interface RouteContext {
  /** Directory holding flows/ and variants/. */
  root: string;
  testWriter?: TestWriter;
  /** Loads the conversation-test gate of a save through Vite (applyEdits.ts). */
  loadGate?: GateLoader;
}

/** A request handler behind the door: a value that is not of its schema's shape never reaches it. */
export type Route = (value: unknown, context: RouteContext) => Promise<Answer>;

function route<K extends keyof StudioRequests>(
  schema: K | ((value: unknown) => K),
  handle: (request: StudioRequests[K], context: RouteContext) => Promise<Answer>,
): Route {
  return async (value, context) => {
    const checked = checkRequest(typeof schema === 'function' ? schema(value) : schema, value);
    if (!checked.ok) return { status: checked.status, body: checked.refusal };
    try {
      return await handle(checked.value, context);
    } catch (error) {
      // A content file the studio will not read (a link, a folder, a device, too big: issue 28 item 6).
      if (error instanceof ContentPathError) return json<StudioError>(403, { ok: false, error: error.message });
      throw error;
    }
  };
}

const json = <T>(status: number, body: T): Answer => ({ status, body });
const outcome = (answer: EditOutcome): Answer => json(answer.status, answer);

/** The spreadsheet code (exceljs: half a second to load) loads on the first export or import, not with `npm start`. */
const sheets = () => Promise.all([import('../copy-deck/deckSheet.ts'), import('../copy-deck/importDeck.ts')]).then(([sheet, deck]) => ({ ...sheet, ...deck }));

/** GET routes: the query is checked. */
export const GET_ROUTES: Record<string, Route> = {
  '/file': route('FileQuery', async ({ path }: FileQuery, { root }) => {
    try {
      const { text, hash } = readContent(root, path);
      return json<FileAnswer>(200, { ok: true, file: path, text, hash });
    } catch (error) {
      if (error instanceof ContentPathError) return json<StudioError>(403, { ok: false, error: error.message });
      return json<StudioError>(404, { ok: false, error: `${path} não existe.` });
    }
  }),
  '/copy': route('CopyQuery', async ({ since }: CopyQuery, { root }) => {
    const deck = collectCopy(readAllContent(root));
    let changed: string[] | undefined;
    try {
      changed = since ? [...changedSince(root, deck, since)] : undefined;
    } catch (error) {
      if (error instanceof GitRefError) return json<StudioError>(400, { ok: false, error: error.message });
      throw error;
    }
    return json<CopyDeckAnswer>(200, { ok: true, variants: deck.variants, rows: deck.rows, ...(changed && { changed }) });
  }),
  '/copy/export': route('ExportQuery', async ({ format = 'xlsx' }: ExportQuery, { root }) => {
    const { deckSheet, writeSheet } = await sheets();
    const file = await writeSheet(deckSheet(collectCopy(readAllContent(root))), format);
    const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return { status: 200, file, contentType, fileName: `copy.${format}` };
  }),
};

/** POST routes: the JSON body is checked. */
export const POST_ROUTES: Record<string, Route> = {
  '/edit': route('EditRequest', async (request: EditRequest, { root, loadGate }) => {
    // Every file the edits change names the version it was read at: none is written unchecked.
    const unnamed = unnamedFiles(
      request.edits.map((edit) => edit.file),
      request.hashes,
    );
    if (unnamed.length > 0) return json<PreconditionRequired>(428, preconditionRequired(unnamed));
    return outcome(await applyEdits(root, request, { loadGate }));
  }),
  // One file, or every file of one write (a copy deck import): told apart by `files`.
  '/undo': route(
    (value) => (value !== null && typeof value === 'object' && 'files' in value ? 'UndoAllRequest' : 'UndoRequest'),
    async (request: UndoRequest | UndoAllRequest, { root }) => {
      if (!('files' in request)) return outcome(await restoreContent(root, request.file, request.text, request.hash));
      // A saved conversation test is one file outside the content the compiler reads.
      const [first] = request.files;
      if (request.files.length === 1 && first.file.startsWith(`${TESTS_DIR}/`)) return outcome(await undoTestFile(root, first.file, first.text, first.hash));
      return outcome(await restoreContents(root, request.files));
    },
  ),
  '/test': route('TestFileRequest', async (request: TestFileRequest, { root, testWriter }) => {
    if (!testWriter) return json<StudioError>(404, { ok: false, error: 'Salvar testes precisa do servidor de desenvolvimento do Vite (npm start).' });
    return outcome(await (await testWriter()).writeConversationTest(root, request));
  }),
  '/partner': route('PartnerForm', async ({ dryRun, ...form }: PartnerForm, { root, loadGate }) => {
    const answer: PartnerAnswer = await createPartner(root, form, { dryRun: dryRun === true, loadGate });
    return json(answer.status, answer);
  }),
  '/copy/import': route('ImportRequest', importDeck),
};

async function importDeck({ format, data, dryRun, accept, updateTests, hashes }: ImportRequest, { root, loadGate }: RouteContext): Promise<Answer> {
  const { readSheet, importCopy, SheetRefusal } = await sheets();
  let sheet;
  try {
    sheet = await readSheet(Buffer.from(data, 'base64'), format);
  } catch (error) {
    // Over the limits (sheetLimits.ts): 413 or 422 with the sentence to show, nothing parsed.
    if (error instanceof SheetRefusal) return json<StudioError>(error.status, { ok: false, error: error.message });
    return json<StudioError>(400, { ok: false, error: `O arquivo não é um ${format.toUpperCase()} legível.` });
  }
  // Without `accept` every valid changed cell applies; with it only the listed cells.
  const accepted = accept && new Set(accept.map((a) => `${a.row}\u0000${a.column}`));
  const { unnamed, ...result } = await importCopy(root, sheet, {
    dryRun: dryRun === true,
    updateTests: updateTests === true,
    accept: accepted && ((c) => accepted.has(`${c.row}\u0000${c.column}`)),
    loadGate,
    // A write applies the cells against the files as its dry run read them (the door requires them).
    startedFrom: dryRun === true ? undefined : (hashes ?? {}),
  });
  if (unnamed) return json<PreconditionRequired>(428, preconditionRequired(unnamed));
  const answer: ImportAnswer = result;
  return json(answer.outcome && !answer.outcome.ok ? answer.outcome.status : 200, answer);
}

/** The files of a write that `hashes` does not name. */
function unnamedFiles(files: readonly string[], hashes: Readonly<Record<string, string>>): string[] {
  return [...new Set(files)].filter((file) => !Object.hasOwn(hashes, file));
}
