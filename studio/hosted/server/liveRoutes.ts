// "Está no ar" in the studio's pages (issue 25 item 8): what the live-site poller last learned
// (studio/hosted/live/) — the content commit the site was built from, or why it is not known —
// and the published drafts the site already shows, each with the link to the chat where it
// changed and whether the person asking wrote or approved it (their notice).
import { getDraft } from './draftStore.ts';
import { lastCheck, liveDrafts } from '../live/liveStore.ts';
import { requireCan } from './draftLogic.ts';
import { json, type Route } from './routeTable.ts';
import { historySchema } from './schemas.ts';
import type { Services } from './services.ts';

export const LIVE_NOT_CONFIGURED = 'Site ao vivo não configurado: defina STUDIO_LIVE_URL para o estúdio avisar quando uma publicação estiver no ar.';

export function liveRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/no-ar',
      summary: 'O que o site ao vivo mostra: a versão do conteúdo e os rascunhos publicados que já estão no ar',
      access: 'session',
      responses: { 200: historySchema('Live') },
      handler: ({ auth }) => {
        requireCan(auth.person, 'view');
        if (!s.env.STUDIO_LIVE_URL) return json(200, { configured: false, message: LIVE_NOT_CONFIGURED, liveCommit: null, checkedAt: null, drafts: [] });
        const check = lastCheck(s.store);
        const me = auth.person.id;
        const drafts = liveDrafts(s.store).map((row) => {
          const record = getDraft(s.store, row.draftId);
          const forMe = !!record && (record.authorId === me || record.contributors.includes(me) || record.approval?.by === me);
          const { draftId, publishCommit, liveCommit, link } = row;
          return { draftId, commit: publishCommit, liveCommit, liveAt: new Date(row.liveAt).toISOString(), link, forMe };
        });
        return json(200, {
          configured: true,
          message: check ? check.problem : 'O site ao vivo ainda não foi verificado.',
          liveCommit: check?.liveCommit ?? null,
          checkedAt: check ? new Date(check.checkedAt).toISOString() : null,
          drafts,
        });
      },
    },
  ];
}
