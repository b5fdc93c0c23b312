// The admins' pages: people (list, invite, change role, scope or access) and the audit log (read a
// page at a time, export whole as JSON lines or CSV). The rules themselves live in auth/ and
// store/: every change there is audited.
import { applyPersonChange, requireAdmin } from '../auth/admin.ts';
import { createInvite, inviteMail } from '../auth/invites.ts';
import { sendInBackground } from '../auth/outbox.ts';
import type { Role } from '../auth/roles.ts';
import { listAudit } from '../store/audit.ts';
import { exportAudit } from '../store/auditExport.ts';
import { getPerson, listPeople } from '../store/people.ts';
import { requireCan } from './draftLogic.ts';
import { HttpError, json, type Route } from './routeTable.ts';
import { request, response } from './schemas.ts';
import { personView, type Services } from './services.ts';

export function adminRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/pessoas',
      summary: 'As pessoas do estúdio (administradores)',
      access: 'session',
      responses: { 200: response('People') },
      handler: ({ auth }) => {
        requireCan(auth.person, 'people.manage');
        return json(200, { people: listPeople(s.store).map(personView) });
      },
    },
    {
      method: 'post',
      path: '/api/pessoas/convites',
      summary: 'Convida uma pessoa (o link vai por e-mail e volta na resposta)',
      access: 'session',
      body: request('InviteRequest'),
      responses: { 201: response('InviteAnswer') },
      handler: ({ auth, body }) => {
        requireAdmin(auth.person);
        const invite = createInvite(s.store, { ...body, invitedBy: auth.person }, s.env);
        sendInBackground(s.outbox, inviteMail(invite, auth.person));
        return json(201, { ok: true, url: invite.url, email: invite.email, role: invite.role, expiresAt: invite.expiresAt });
      },
    },
    {
      method: 'patch',
      path: '/api/pessoas/:id',
      summary: 'Muda o papel, o escopo ou o acesso de uma pessoa',
      access: 'session',
      body: request('PersonPatchRequest'),
      responses: { 200: response('PersonAnswer') },
      handler: ({ auth, body, params }) => {
        requireAdmin(auth.person);
        const person = getPerson(s.store, params.id);
        if (!person) throw new HttpError(404, 'nao_encontrado', 'Pessoa não encontrada.');
        const changes = body as { role?: Role; scope?: string[] | null; disabled?: boolean };
        return json(200, { ok: true, person: personView(applyPersonChange(s.store, auth.person.email, person, changes)) });
      },
    },
    {
      method: 'get',
      path: '/api/auditoria',
      summary: 'O registro de auditoria, uma página por vez (administradores)',
      access: 'session',
      query: request('AuditQuery'),
      responses: { 200: response('Audit') },
      handler: ({ auth, query }) => {
        requireCan(auth.person, 'audit.view');
        const limit = Math.min(Number(query.limite ?? 200), 1000);
        return json(200, { entries: listAudit(s.store, { afterSeq: Number(query.depois ?? 0), limit }) });
      },
    },
    {
      method: 'get',
      path: '/api/auditoria/exportar',
      summary: 'Exporta o registro de auditoria inteiro (JSON lines ou CSV)',
      access: 'session',
      query: request('AuditExportQuery'),
      produces: 'application/x-ndjson',
      responses: { 200: response('AuditExport') },
      handler: ({ auth, query }) => {
        requireCan(auth.person, 'audit.export');
        const format = query.formato === 'csv' ? 'csv' : 'jsonl';
        const content = exportAudit(s.store, auth.person, format);
        const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8';
        return { status: 200, text: { content, contentType, fileName: `auditoria.${format}` } };
      },
    },
  ];
}
