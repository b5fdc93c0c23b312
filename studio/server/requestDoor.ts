// The studio endpoint's door: every request body and query is checked against its JSON Schema in
// schemas/studio (the same files studio/contract's types are generated from) before a handler reads
// it. A request of the wrong shape gets one 400 listing every problem (ajv, allErrors), each with
// its field, in Portuguese for the editor; a write that only lacks the hash of the version it
// started from gets 428 (Precondition Required); a handler only ever sees a body of its type.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type {
  CopyQuery,
  EditRequest,
  ExportQuery,
  FileQuery,
  ImportRequest,
  PartnerForm,
  PreconditionRequired,
  RequestRefusal,
  StudioError,
  TestFileRequest,
  UndoAllRequest,
  UndoRequest,
} from '../contract/generated/studioApi.ts';
import { refusal, requestProblems } from './requestProblems.ts';

/** What the door checks, by schema title: the request shapes of schemas/studio. */
export interface StudioRequests {
  EditRequest: EditRequest;
  UndoRequest: UndoRequest;
  UndoAllRequest: UndoAllRequest;
  TestFileRequest: TestFileRequest;
  PartnerForm: PartnerForm;
  ImportRequest: ImportRequest;
  FileQuery: FileQuery;
  CopyQuery: CopyQuery;
  ExportQuery: ExportQuery;
}

export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400; refusal: RequestRefusal }
  | { ok: false; status: 428; refusal: PreconditionRequired };

const SCHEMAS = join(import.meta.dirname, '..', '..', 'schemas');

/** The fields a write names the version it started from with: without them, 428 rather than 400. */
const VERSION_FIELDS = new Set(['hash', 'hashes']);

/** A request value of the shape `title` names; or the 428 when all it lacks is the version it
 * started from (a write's hash: the conflict check must never be skipped); or the 400 that lists why not. */
export function checkRequest<K extends keyof StudioRequests>(title: K, value: unknown): Checked<StudioRequests[K]> {
  const validate = studioSchema(title);
  if (validate(value)) return { ok: true, value: value as StudioRequests[K] };
  const errors = validate.errors ?? [];
  if (errors.every((e) => e.keyword === 'if' || isMissingVersion(e))) return { ok: false, status: 428, refusal: preconditionRequired() };
  return { ok: false, status: 400, refusal: refusal(requestProblems(errors)) };
}

function isMissingVersion(error: ErrorObject): boolean {
  return error.keyword === 'required' && VERSION_FIELDS.has(String((error.params as { missingProperty?: string }).missingProperty));
}

/** The 428 of a write that does not say which version of the file it started from (or of `files`). */
export function preconditionRequired(files?: readonly string[]): PreconditionRequired {
  const which = files && files.length > 0 ? `de ${files.join(', ')}` : 'do arquivo';
  return {
    status: 428,
    ok: false,
    error: `Falta o hash ${which}: toda gravação diz de qual versão partiu, para não apagar o que mudou no disco desde então. Leia o arquivo de novo e envie o hash com a alteração; nada foi gravado.`,
    ...(files && files.length > 0 && { files: [...files] }),
  };
}

/** The query string as an object (a parameter given twice counts once, as URLSearchParams.get reads it). */
export function queryOf(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in query)) query[key] = value;
  return query;
}

/** The body that is not JSON at all: the same 400, with one problem. */
export function notJson(): RequestRefusal {
  return refusal([{ path: '', message: 'o corpo do pedido não é um JSON válido' }]);
}

/** The body over the endpoint's limit (8 MB: a copy deck upload, base64), answered 413. */
export function tooLarge(): StudioError {
  return { ok: false, error: 'O corpo do pedido passa de 8 MB, o limite do estúdio: nada foi lido.' };
}

let compiled: Map<string, ValidateFunction> | undefined;

/** The compiled schema of schemas/studio with this title (requests and answers alike: tests check answers with it). */
export function studioSchema(title: string): ValidateFunction {
  compiled ??= compileAll();
  const validate = compiled.get(title);
  if (!validate) throw new Error(`schemas/studio has no schema titled "${title}"`);
  return validate;
}

function compileAll(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
  addFormats(ajv);
  // The generated types' own keyword (json-schema-to-typescript): a readonly list, for instance.
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // The shared vocabularies a studio schema may refer to (a partner's price table).
  for (const file of ['variant.schema.json', 'plan-type.schema.json']) ajv.addSchema(readJson(join(SCHEMAS, file)));
  const studio = readdirSync(join(SCHEMAS, 'studio'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => readJson(join(SCHEMAS, 'studio', f)) as { $id: string; title: string });
  for (const schema of studio) ajv.addSchema(schema);
  return new Map(studio.map((schema) => [schema.title, ajv.getSchema(schema.$id)!]));
}

function readJson(path: string): object {
  return JSON.parse(readFileSync(path, 'utf8')) as object;
}
