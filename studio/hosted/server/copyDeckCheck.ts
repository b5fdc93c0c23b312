// The copy deck's per-cell diff before an import: the edited sheet read and planned against the
// draft exactly as the import would (the same start, checks and rebase; the compile waits for the
// chosen cells), nothing written. The page lists each cell with a tick and its `key`; the import
// then takes only the ticked ones (`celulas`).
import type { Person } from '../auth/roles.ts';
import { planDeck, readUpload } from './copyDeckImport.ts';
import { rebaseUpload } from './copyDeckRebase.ts';
import { loadDraftForSave, requireRole } from './draftLogic.ts';
import { json, type RouteRequest } from './routeTable.ts';
import type { Services } from './services.ts';

type DeckRequest = RouteRequest<{ arquivo: unknown; baseHead: string }>;

/** Drafters only; a scoped partner manager too, whose rows are then checked one by one. */
export function requireImporter(person: Person): void {
  requireRole(person, 'draft.edit');
}

/** The ticked cells' keys ("12:D,14:F", each cell's `key`); absent: every cell of the sheet. */
export function acceptedCells(field: string | undefined): Set<string> | undefined {
  if (field === undefined) return undefined;
  return new Set(
    field
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
}

/** What the check and the import into a draft start with: the importer, the draft at the page's
 * head, the upload read and rebased on the draft's files. */
export async function deckAgainstDraft(s: Services, { auth, params, body }: DeckRequest) {
  requireImporter(auth.person);
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const upload = await readUpload(s, body.arquivo);
  const files = await s.gate.read(draft.head);
  const { sheet, conflicts } = await rebaseUpload(s, upload.sheet, files, draft.head);
  return { draft, upload, files, sheet, conflicts };
}

export async function checkDeck(s: Services, req: DeckRequest) {
  const { draft, files, sheet, conflicts } = await deckAgainstDraft(s, req);
  // Not compiled here: the ticked cells are, on import (a rule one cell breaks may be left unticked).
  const plan = planDeck(files, sheet, req.auth.person);
  return json(200, { ok: true, head: draft.head, cells: plan.cells, conflicts });
}
