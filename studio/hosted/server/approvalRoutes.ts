// Who must approve what (issue 25 item 5): the approvals a draft needs by the rules in force
// (studio/approval-rules.yaml on the published branch), which are met and which are missing, in
// words; the reviewer groups the rules declare and, for administrators, who belongs to each.
import { requireAdmin } from '../auth/admin.ts';
import { groupsOf, setGroups } from '../review/approvalStore.ts';
import { appendAudit } from '../store/audit.ts';
import { getPerson, listPeople } from '../store/people.ts';
import { approvalPicture, rulesInForce } from './approvalCheck.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { HttpError, json, type Route } from './routeTable.ts';
import { reviewSchema } from './schemas.ts';
import type { Services } from './services.ts';

export function approvalRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/rascunhos/:id/aprovacoes',
      summary: 'As aprovações que o rascunho precisa pelas regras publicadas: quais já tem e quais faltam',
      access: 'session',
      responses: { 200: reviewSchema('Approvals') },
      handler: async ({ auth, params }) => {
        requireCan(auth.person, 'view');
        const draft = await loadDraft(s, params.id);
        const picture = await approvalPicture(s, draft);
        return json(200, { head: draft.head, requirements: picture.status, missing: picture.missing });
      },
    },
    {
      method: 'get',
      path: '/api/grupos-de-revisao',
      summary: 'Os grupos de revisores das regras publicadas (e, para administradores, quem está em cada um)',
      access: 'session',
      responses: { 200: reviewSchema('ReviewGroups') },
      handler: async ({ auth }) => {
        requireCan(auth.person, 'view');
        const rules = await rulesInForce(s);
        const groups = Object.entries(rules.groups).map(([name, label]) => ({ name, label }));
        const admin = auth.person.role === 'admin' && !auth.person.disabled;
        const members = admin ? Object.fromEntries(listPeople(s.store).map((person) => [person.id, groupsOf(s.store, person.id)])) : {};
        return json(200, { groups, members });
      },
    },
    {
      method: 'put',
      path: '/api/pessoas/:id/grupos',
      summary: 'Define os grupos de revisores de uma pessoa (administradores)',
      access: 'session',
      body: reviewSchema('SetGroupsRequest'),
      responses: { 200: reviewSchema('GroupsAnswer') },
      handler: async ({ auth, params, body }) => {
        requireAdmin(auth.person);
        const person = getPerson(s.store, params.id);
        if (!person) throw new HttpError(404, 'nao_encontrado', 'Pessoa não encontrada.');
        const wanted = (body as { groups: string[] }).groups;
        const known = (await rulesInForce(s)).groups;
        const unknown = wanted.filter((group) => !(group in known));
        if (unknown.length > 0) {
          throw new HttpError(400, 'grupo_desconhecido', `As regras de aprovação publicadas não têm estes grupos: ${unknown.join(', ')}.`);
        }
        const before = groupsOf(s.store, person.id);
        setGroups(s.store, person.id, wanted);
        const after = groupsOf(s.store, person.id);
        appendAudit(s.store, { actor: auth.person.email, action: 'review_groups', target: person.email, details: { from: before, to: after } });
        return json(200, { ok: true, groups: after });
      },
    },
  ];
}
