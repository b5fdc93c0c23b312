// The one answer the pages read to know the studio's mode: hosted (accounts, many drafts, review)
// or local (no sign-in, one draft that is this folder, saves written to its files).
import { json, type Route } from '../server/routeTable.ts';
import { modeSchema } from '../server/schemas.ts';
import type { Services } from '../server/services.ts';
import { LOCAL_DRAFT_LABEL } from './localMode.ts';

export const LOCAL_BADGE = 'Modo local — as mudanças vão direto para os arquivos';

export function modeRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/modo',
      summary: 'O modo do estúdio: hospedado (contas, rascunhos, revisão) ou local (sem entrar; o rascunho é esta pasta)',
      access: 'public',
      responses: { 200: modeSchema('Mode') },
      handler: () =>
        json(200, s.local ? { mode: 'local', draftId: s.local.draftId, draftLabel: LOCAL_DRAFT_LABEL, badge: LOCAL_BADGE } : { mode: 'hospedado' }),
    },
  ];
}
