// The copy deck in the hosted studio (issue 24 item 4): every text of a draft — or of the
// published version — as a spreadsheet to download (any signed-in person: it is what Leitores
// review), and the edited sheet imported back as one save into a draft, the open one or a new one.
// The upload is multipart (the app's 3 MB body cap answers 413), read in the parser process
// (copyDeckImport.ts), applied with the minimal YAML splice, compiled like any save, committed as
// its importer's and audited as an import. Nothing is written when any row is refused.
import { collectCopy } from '../../copy-deck/collectCopy.ts';
import { deckSheet, type SheetFormat, writeSheet } from '../../copy-deck/deckSheet.ts';
import { stampSheet } from '../../copy-deck/deckStamp.ts';
import type { Person } from '../auth/roles.ts';
import { appendAudit } from '../store/audit.ts';
import { type DeckCell, planDeck, readUpload, type Upload } from './copyDeckImport.ts';
import { acceptedCells, checkDeck, deckAgainstDraft, requireImporter } from './copyDeckCheck.ts';
import { rebaseUpload, refuseOnlyConflicts } from './copyDeckRebase.ts';
import { draftView, type LoadedDraft, loadDraft, requireCan } from './draftLogic.ts';
import { recordSave } from './draftRoutes.ts';
import { insertDraft } from './draftStore.ts';
import { type Answer, HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { saveRefused } from './saveRefusal.ts';
import { importSchema } from './schemas.ts';
import { identityOf, type Services } from './services.ts';

const TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export function copyDeckRoutes(s: Services): Route[] {
  const download = { access: 'session', query: importSchema('DeckQuery'), responses: { 200: importSchema('DeckFile') }, produces: TYPES.xlsx } as const;
  return [
    {
      ...download,
      method: 'get',
      path: '/api/planilha',
      summary: 'Baixa a planilha de textos da versão publicada (.xlsx ou .csv)',
      handler: async ({ auth, query }) => exportDeck(s, auth.person, await s.repo.publishedHead(), 'publicado', query.formato),
    },
    {
      ...download,
      method: 'get',
      path: '/api/rascunhos/:id/planilha',
      summary: 'Baixa a planilha de textos do rascunho (.xlsx ou .csv)',
      handler: async ({ auth, params, query }) => {
        requireCan(auth.person, 'view');
        const draft = await loadDraft(s, params.id);
        return exportDeck(s, auth.person, draft.head, draft.record.id, query.formato);
      },
    },
    {
      method: 'post',
      path: '/api/rascunhos/:id/planilha',
      summary: 'Importa a planilha de textos editada no rascunho: um só salvamento, ou nada quando alguma linha tem problema',
      access: 'session',
      form: importSchema('ImportDeckForm'),
      responses: { 200: importSchema('DeckImported') },
      handler: (req) => importIntoDraft(s, req),
    },
    {
      method: 'post',
      path: '/api/rascunhos/:id/planilha/conferir',
      summary: 'Confere a planilha editada contra o rascunho sem salvar nada: cada texto que mudaria, antes e depois, para escolher quais importar',
      access: 'session',
      form: importSchema('ImportDeckForm'),
      responses: { 200: importSchema('DeckChecked') },
      handler: (req) => checkDeck(s, req),
    },
    {
      method: 'post',
      path: '/api/planilha',
      summary: 'Importa a planilha de textos editada num rascunho novo (criado só se a planilha for aceita)',
      access: 'session',
      form: importSchema('NewDraftDeckForm'),
      responses: { 201: importSchema('DeckImported') },
      handler: (req) => importIntoNewDraft(s, req),
    },
  ];
}

async function exportDeck(s: Services, person: Person, head: string, target: string, format: SheetFormat = 'xlsx'): Promise<Answer> {
  requireCan(person, 'view');
  const sheet = deckSheet(collectCopy(await s.gate.read(head)));
  // The commit goes into the sheet: an import after the content moved is rebased on it (copyDeckRebase.ts).
  const content = await writeSheet(stampSheet(sheet, head), format);
  appendAudit(s.store, { actor: person.email, action: 'export', target, details: { what: 'planilha', format, commit: head, rows: sheet.rows.length } });
  const fileName = `textos-${target === 'publicado' ? 'publicados' : target}.${format}`;
  // Bytes (an .xlsx is a zip): answered as a Response of its own, with the app's usual headers.
  const headers = { 'Content-Type': TYPES[format], 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' };
  return { status: 200, response: new Response(new Uint8Array(content), { status: 200, headers }) };
}

async function importIntoDraft(s: Services, req: RouteRequest<{ arquivo: unknown; baseHead: string; celulas?: string }>) {
  const { auth, body } = req;
  const { draft, upload, files, sheet, conflicts } = await deckAgainstDraft(s, req);
  const plan = planDeck(files, sheet, auth.person, acceptedCells(body.celulas));
  refuseOnlyConflicts(plan.cells.length, conflicts);
  checkCompiles(s, files, plan.next);
  return json(200, { ...(await saveDeck(s, auth.person, draft, plan, upload)), conflicts });
}

async function importIntoNewDraft(s: Services, { auth, body }: RouteRequest<{ arquivo: unknown }>) {
  requireCan(auth.person, 'draft.create');
  requireImporter(auth.person);
  const upload = await readUpload(s, body.arquivo);
  await s.repo.fetch().catch((error: unknown) => console.error('[estúdio] não foi possível atualizar a versão publicada:', error));
  const published = await s.repo.publishedHead();
  const files = await s.gate.read(published);
  const { sheet, conflicts } = await rebaseUpload(s, upload.sheet, files, published);
  // Planned before the draft exists: a refused sheet leaves no empty draft behind.
  const plan = planDeck(files, sheet, auth.person);
  refuseOnlyConflicts(plan.cells.length, conflicts);
  if (plan.cells.length === 0)
    throw new HttpError(422, 'planilha_sem_mudancas', 'Nenhum texto da planilha é diferente da versão publicada: nenhum rascunho foi criado.');
  checkCompiles(s, files, plan.next);
  const { draftId, head } = await s.repo.createDraft({ from: published });
  const record = insertDraft(s.store, draftId, auth.person.id, head);
  return json(201, { ...(await saveDeck(s, auth.person, { record, head }, plan, upload)), conflicts });
}

function checkCompiles(s: Services, files: Record<string, string>, next: Record<string, string>): void {
  if (Object.keys(next).length === 0) return;
  const checked = { ...files, ...next };
  const gate = s.gate.check(checked, false);
  if (!gate.ok) throw saveRefused('A planilha não foi importada e nada foi salvo: os textos quebrariam regras do conteúdo.', gate.problems, checked);
}

/** The whole sheet (checked by checkCompiles) as one commit on the draft, by its importer. */
async function saveDeck(s: Services, person: Person, draft: LoadedDraft, plan: { cells: DeckCell[]; next: Record<string, string> }, upload: Upload) {
  const paths = Object.keys(plan.next).sort();
  if (paths.length === 0) return { ok: true, head: draft.head, changed: false, draft: draftView(s, draft.record, draft.head), cells: [], files: [] };
  const count = plan.cells.length === 1 ? '1 texto' : `${plan.cells.length} textos`;
  const saved = await s.repo.commitFiles({
    draftId: draft.record.id,
    expectedHead: draft.head,
    files: paths.map((path) => ({ path, content: plan.next[path] })),
    author: identityOf(person),
    message: `Importa a planilha de textos ${upload.name} (${count})`,
  });
  if (saved.changed) {
    const details = { import: { name: upload.name, bytes: upload.bytes, sha256: upload.sha256, cells: plan.cells.length, files: paths } };
    recordSave(s, draft.record, person.id, { path: paths.join(', '), head: saved.head, by: person.email, action: 'import', details });
  }
  const { record } = await loadDraft(s, draft.record.id);
  return { ok: true, head: saved.head, changed: saved.changed, draft: draftView(s, record, saved.head), cells: plan.cells, files: paths };
}
