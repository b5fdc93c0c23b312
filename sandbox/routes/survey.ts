import { Hono } from 'hono';
import type { PesquisaRequest, PesquisaResponse } from '../../src/generated/api.ts';
import type { Sandbox } from '../context.ts';
import { insertSurvey } from '../store/audit.ts';
import { parseBody } from '../validation.ts';
import { API } from '../../src/api/apiPaths.ts';

/** POST /api/pesquisa (sandbox addition) → 200 { data: { id } }. */
export function surveyRoutes(sb: Sandbox) {
  return new Hono().post(API.saveSurvey.path, async (c) => {
    const body = await parseBody<PesquisaRequest>(c, 'PesquisaRequest');
    return c.json({ data: { id: insertSurvey(sb.db, body) } } satisfies PesquisaResponse);
  });
}
