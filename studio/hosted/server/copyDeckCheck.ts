// The copy deck's per-cell diff before an import: the edited sheet read and planned against the
// draft exactly as the import would (same checks, same rebase; the compile waits for the chosen cells), nothing written. The
// page lists each cell with a tick; the import then takes only the ticked ones (`celulas`).
import { planDeck, readUpload } from './copyDeckImport.ts';
import { rebaseUpload } from './copyDeckRebase.ts';
import { loadDraftForSave, requireCan } from './draftLogic.ts';
import { json, type RouteRequest } from './routeTable.ts';
import type { Services } from './services.ts';

/** The ticked cells' keys ("12:D,14:F"); absent: every cell of the sheet. */
export function acceptedCells(field: string | undefined): Set<string> | undefined {
  if (field === undefined) return undefined;
  return new Set(
    field
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
}

export async function checkDeck(s: Services, { auth, params, body }: RouteRequest<{ arquivo: unknown; baseHead: string }>) {
  // Who may import (a scoped partner manager too: their rows are checked one by one).
  requireCan({ ...auth.person, scope: null }, 'draft.edit');
  const draft = await loadDraftForSave(s, params.id, body.baseHead);
  const upload = await readUpload(s, body.arquivo);
  const files = await s.gate.read(draft.head);
  const { sheet, conflicts } = await rebaseUpload(s, upload.sheet, files, draft.head);
  // Not compiled here: the ticked cells are, on import (a rule one cell breaks may be left unticked).
  const plan = planDeck(files, sheet, auth.person);
  return json(200, { ok: true, head: draft.head, cells: plan.cells, conflicts });
}
