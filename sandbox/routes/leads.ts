import { Hono } from 'hono';
import type { LeadRequest, LeadResponse } from '../../src/generated/api.ts';
import type { Sandbox } from '../context.ts';
import { insertLead } from '../store/leads.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/** POST /api/lead → 200 { data: { id, LeadToken } }. */
export function leadRoutes(sb: Sandbox) {
  return new Hono().post(API.saveLead.path, async (c) => {
    const body = await parseBody<LeadRequest>(c, 'LeadRequest');
    const lead = insertLead(sb.db, sb.tokens, body);
    return c.json({ data: { id: lead.id, LeadToken: lead.token } } satisfies LeadResponse);
  });
}
