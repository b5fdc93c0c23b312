// The map of a draft's conversation (issue 24: the old studio's flow map and overview, now for a
// draft): its parts, steps and links with why each is taken, a chosen partner's texts in the
// boxes, unreachable and dead-end steps, every problem of the draft's files in words, and — once
// someone asks, since it runs every conversation test — the steps and links no test reaches. The
// files come from the draft's head through the gate (s.gate.read), so the local mode's folder is
// mapped like any hosted draft; the compile is the gate's own, shared with saves and the preview.
import { GateStoppedError, gateLimitsFromEnv } from '../gate/gateRunner.ts';
import type { MapCoverage } from '../map/coverageJob.ts';
import { flowGraph } from '../map/flowGraph.ts';
import { coverageOf, knownCoverage } from '../map/mapCoverage.ts';
import { mapProblems } from '../map/mapProblems.ts';
import { listPartners } from './contentTexts.ts';
import { loadDraft, requireCan } from './draftLogic.ts';
import { HttpError, json, type Route, type RouteRequest } from './routeTable.ts';
import { mapSchema } from './schemas.ts';
import type { Services } from './services.ts';

interface MapQuery {
  parceiro?: string;
  cobertura?: '1';
}

export function mapRoutes(s: Services): Route[] {
  return [
    {
      method: 'get',
      path: '/api/rascunhos/:id/mapa',
      summary: 'O mapa da conversa do rascunho: partes, etapas, caminhos e por que cada um é seguido, problemas e, se pedida, a cobertura dos testes',
      access: 'session',
      query: mapSchema('MapQuery'),
      responses: { 200: mapSchema('FlowMap') },
      handler: (req) => flowMap(s, req),
    },
  ];
}

async function flowMap(s: Services, { auth, params, query }: RouteRequest<unknown, MapQuery>) {
  requireCan(auth.person, 'view');
  const { head } = await loadDraft(s, params.id);
  const files = await s.gate.read(head);
  const compiled = s.gate.compile(files);
  const partner = query.parceiro ?? null;
  // Own keys only: `constructor` is a well-formed partner name that every object answers to.
  if (partner !== null && !Object.hasOwn(compiled.variants, partner))
    throw new HttpError(404, 'parceiro_nao_encontrado', 'Este parceiro não existe no rascunho.');
  const graph = flowGraph(compiled, files, partner);
  const problems = mapProblems(compiled.diagnostics, files, new Set(graph.steps.map((step) => step.id)));
  const coverage = query.cobertura === '1' ? await computed(files, s) : await settled(knownCoverage(files));
  const partners = listPartners(files).map(({ name, title }) => ({ name, title }));
  return json(200, { head, partner, partners, ...graph, problems, coverage });
}

/** The coverage now; a run stopped by the gate's limits is said in words (asking again tries again). */
async function computed(files: Record<string, string>, s: Services): Promise<MapCoverage> {
  try {
    return await coverageOf(files, gateLimitsFromEnv(s.env));
  } catch (error) {
    if (!(error instanceof GateStoppedError)) throw error;
    console.error('[estúdio] cobertura interrompida:', error.message);
    const limit = error.reason === 'tempo' ? `passou do limite de tempo (${Math.round(error.limits.timeoutMs / 1000)} s)` : 'foi interrompida';
    throw new HttpError(503, 'cobertura_interrompida', `A cobertura dos testes ${limit}. O mapa continua valendo; tente de novo mais tarde.`, {
      limit: error.reason,
    });
  }
}

/** A coverage already computed, or null (one still running or stopped is not waited for). */
async function settled(coverage: Promise<MapCoverage> | undefined): Promise<MapCoverage | null> {
  if (!coverage) return null;
  const pending = Symbol('pending');
  const first = await Promise.race([coverage, Promise.resolve(pending)]).catch(() => null);
  return first === pending ? null : (first as MapCoverage | null);
}
