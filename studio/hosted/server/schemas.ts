// The hosted studio's JSON Schemas (schemas/studio/hosted/): requests.schema.json holds every
// request body and query, responses.schema.json every answer. The server validates each request
// with ajv against its definition, and openapi.ts turns the same definitions into /api/openapi.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export interface SchemaFile {
  $id: string;
  $defs: Record<string, unknown>;
}

function load(name: string): SchemaFile {
  const url = new URL(`../../../schemas/studio/hosted/${name}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as SchemaFile;
}

export const REQUESTS = load('requests.schema.json');
export const RESPONSES = load('responses.schema.json');
/** The text endpoints' requests and answers (textRoutes.ts). */
export const TEXTS = load('texts.schema.json');
/** The image upload's request and answer (imageRoutes.ts). */
export const IMAGES = load('images.schema.json');
/** A partner's settings and colours, and a new partner (partnerRoutes.ts). */
export const PARTNERS = load('partners.schema.json');
/** The history, restore, revert and "está no ar" endpoints (historyRoutes.ts, liveRoutes.ts). */
export const HISTORY = load('history.schema.json');
/** Scheduled publishing (scheduleRoutes.ts) and presence on a step (presenceRoutes.ts). */
export const SCHEDULES = load('schedules.schema.json');
export const PRESENCE = load('presence.schema.json');
/** The copy deck's import and the recorded conversation test (copyDeckRoutes.ts, testRoutes.ts). */
export const IMPORTS = load('imports.schema.json');
/** Comments, notifications, approvals and reviewer groups (commentRoutes.ts, notificationRoutes.ts, approvalRoutes.ts). */
export const REVIEW = load('review.schema.json');
/** A draft's conflicts with the published version and their decision (conflictRoutes.ts). */
export const MERGES = load('merges.schema.json');
/** The studio's mode, hosted or local (../local/modeRoute.ts). */
export const MODES = load('modes.schema.json');
/** The map of a draft's conversation (mapRoutes.ts). */
export const MAP = load('map.schema.json');
const FILES = {
  requests: REQUESTS,
  responses: RESPONSES,
  texts: TEXTS,
  images: IMAGES,
  partners: PARTNERS,
  history: HISTORY,
  schedules: SCHEDULES,
  presence: PRESENCE,
  imports: IMPORTS,
  review: REVIEW,
  merges: MERGES,
  modes: MODES,
  map: MAP,
};

/** Every schema file the routes name: the OpenAPI document's components are all their definitions. */
export const SCHEMA_FILES: readonly SchemaFile[] = Object.values(FILES);

/** A definition of requests.schema.json or responses.schema.json. */
export interface SchemaRef {
  file: keyof typeof FILES;
  name: string;
}

export const request = (name: string): SchemaRef => ({ file: 'requests', name });
export const response = (name: string): SchemaRef => ({ file: 'responses', name });
export const textSchema = (name: string): SchemaRef => ({ file: 'texts', name });
export const imageSchema = (name: string): SchemaRef => ({ file: 'images', name });
export const historySchema = (name: string): SchemaRef => ({ file: 'history', name });
export const importSchema = (name: string): SchemaRef => ({ file: 'imports', name });
export const scheduleSchema = (name: string): SchemaRef => ({ file: 'schedules', name });
export const presenceSchema = (name: string): SchemaRef => ({ file: 'presence', name });
export const partnerSchema = (name: string): SchemaRef => ({ file: 'partners', name });
export const reviewSchema = (name: string): SchemaRef => ({ file: 'review', name });
export const mergeSchema = (name: string): SchemaRef => ({ file: 'merges', name });
export const modeSchema = (name: string): SchemaRef => ({ file: 'modes', name });
export const mapSchema = (name: string): SchemaRef => ({ file: 'map', name });

/** The schema file a reference names. */
export const schemaFile = (ref: SchemaRef): SchemaFile => FILES[ref.file];

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The compiled validator of one definition (compiled once). */
export function validatorOf(ref: SchemaRef): ValidateFunction {
  const file = FILES[ref.file];
  if (!(ref.name in file.$defs)) throw new Error(`${ref.file}.schema.json has no definition ${ref.name}`);
  const key = `${file.$id}#/$defs/${ref.name}`;
  let validate = compiled.get(key);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, useDefaults: true });
      ajv.addSchema(REQUESTS);
      ajv.addSchema(RESPONSES);
      ajv.addSchema(TEXTS);
      ajv.addSchema(IMAGES);
      ajv.addSchema(SCHEDULES);
      ajv.addSchema(PRESENCE);
      ajv.addSchema(HISTORY);
      ajv.addSchema(IMPORTS);
      ajv.addSchema(PARTNERS);
      ajv.addSchema(REVIEW);
      ajv.addSchema(MERGES);
      ajv.addSchema(MODES);
      ajv.addSchema(MAP);
    }
    validate = ajv.compile({ $ref: key });
    compiled.set(key, validate);
  }
  return validate;
}

/** Schema errors as one Portuguese sentence per field. */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): { path: string; message: string }[] {
  return (errors ?? []).map((error) => {
    const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[]; limit?: number };
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = [base, params.missingProperty ?? params.additionalProperty].filter(Boolean).join('.');
    return { path: field, message: messageOf(error.keyword, params) };
  });
}

function messageOf(keyword: string, params: { allowedValues?: unknown[]; limit?: number }): string {
  switch (keyword) {
    case 'required':
      return 'campo obrigatório ausente';
    case 'additionalProperties':
      return 'campo desconhecido';
    case 'type':
      return 'tipo errado';
    case 'enum':
      return `use um destes valores: ${(params.allowedValues ?? []).join(', ')}`;
    case 'maxLength':
      return `no máximo ${params.limit} caracteres`;
    case 'minLength':
      return `no mínimo ${params.limit} caractere(s)`;
    case 'pattern':
      return 'formato inválido';
    case 'minProperties':
      return 'informe ao menos um campo';
    default:
      return `valor inválido (${keyword})`;
  }
}
