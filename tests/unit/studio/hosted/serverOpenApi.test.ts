// /api/openapi.json is written from the route table and the JSON Schemas that validate the
// requests: every route is in it, each request body and query names its schema, and every
// reference resolves inside the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioRoutes } from '../../../../studio/hosted/server/app.ts';
import type { Services } from '../../../../studio/hosted/server/services.ts';
import { REQUESTS } from '../../../../studio/hosted/server/schemas.ts';
import { PUBLIC_URL, type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let doc: any;

// Hooks build a studio (a git clone, a store, a server) that takes seconds alone and far longer on a
// busy machine: a generous limit, so a slow runner is never a red build (vitest's default is 10 s).
beforeAll(async () => {
  f = await fixtures.make();
  const answer = await f.call('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  doc = JSON.parse(answer.text);
}, 120_000);
afterAll(() => f.cleanup());

/** Every $ref in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner);
      else refs(inner, out);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every route of the table, with its method', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(PUBLIC_URL);
    const routes = studioRoutes({} as Services, PUBLIC_URL);
    expect(routes.length).toBeGreaterThanOrEqual(22);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
    }
    const listed = Object.values(doc.paths).flatMap((methods) => Object.keys(methods as object));
    expect(listed).toHaveLength(routes.length);
    for (const path of ['/api/entrar/link', '/api/rascunhos/{id}/arquivo', '/api/rascunhos/{id}/publicar', '/api/auditoria/exportar', '/api/pessoas/{id}']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('names the request schemas that validate each body and query, and every reference resolves', () => {
    const save = doc.paths['/api/rascunhos/{id}/arquivo'].put;
    expect(save.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SaveFileRequest' });
    expect(doc.components.schemas.SaveFileRequest.required).toEqual(['path', 'content']);
    const read = doc.paths['/api/rascunhos/{id}/arquivo'].get;
    expect(read.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:path']);
    expect(doc.paths['/api/rascunhos/{id}/aprovar'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/ApproveRequest');
    for (const name of Object.keys(REQUESTS.$defs)) expect(doc.components.schemas[name], name).toBeDefined();
    for (const ref of refs(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop() as string], ref).toBeDefined();
    }
  });

  it('says which routes need the session cookie', () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: '__Host-studio_session' });
    expect(doc.paths['/api/entrar/link'].post.security).toEqual([]);
    expect(doc.paths['/api/rascunhos'].post.security).toEqual([{ session: [] }]);
  });
});
