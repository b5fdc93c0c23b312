// /api/openapi.json, written from the route table and the same JSON Schemas that validate the
// requests: every definition of schemas/studio/hosted/ becomes a component, and each route names
// its body, query parameters and answers by reference.
import { SESSION_COOKIE } from '../auth/cookies.ts';
import type { Route } from './routeTable.ts';
import { SCHEMA_FILES, type SchemaRef, schemaFile } from './schemas.ts';

const REF = /^(?:[a-z.]+\.schema\.json)?#\/\$defs\//;

/** A schema with its $refs pointed at the document's components. */
function toComponent(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toComponent);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace(REF, '#/components/schemas/') : toComponent(value),
    ]),
  );
}

const ref = (schema: SchemaRef) => ({ $ref: `#/components/schemas/${schema.name}` });

function parameters(route: Route): unknown[] {
  const path = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!route.query) return path;
  const query = schemaFile(route.query).$defs[route.query.name] as { properties?: Record<string, unknown>; required?: string[] };
  const fromQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (query.required ?? []).includes(name),
    schema: toComponent(schema),
  }));
  return [...path, ...fromQuery];
}

function operation(route: Route): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    const type = route.produces && Number(status) < 300 ? route.produces : 'application/json';
    responses[status] = { description: schema.name, content: { [type]: { schema: ref(schema) } } };
  }
  responses.default = { description: 'Recusa (mensagem em português)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[/:]+([a-z])/gi, (_m, c: string) => c.toUpperCase()).replace(/[^A-Za-z]/g, '')}`,
    parameters: parameters(route),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(route.body) } } } } : {}),
    ...(route.form ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: ref(route.form) } } } } : {}),
    responses,
    security: route.access === 'public' ? [] : [{ session: [] }],
  };
}

export function openApiDocument(routes: readonly Route[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Estúdio de conteúdo (hospedado)',
      version: '1.0.0',
      description: 'The hosted studio: sign-in, drafts (git branches), review, publish and the audit log. Generated from schemas/studio/hosted/.',
    },
    servers: [{ url: serverUrl }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      // Every file the routes name, so a new schema file cannot be left out of the document.
      schemas: toComponent(Object.assign({}, ...SCHEMA_FILES.map((file) => file.$defs))),
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
