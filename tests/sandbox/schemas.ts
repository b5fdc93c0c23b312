// Validates recorded API answers against schemas/api, as the contract test's last step.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Recorded } from './sandbox.ts';

const dir = join(process.cwd(), 'schemas', 'api');
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
for (const file of readdirSync(dir)) ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
// Shared vocabularies the API schemas $ref (resolved by their $id).
ajv.addSchema(JSON.parse(readFileSync(join(dir, '..', 'plan-type.schema.json'), 'utf8')));

/** Response schema file for a 2xx answer of (method, path). */
const RESPONSES: Array<[string, RegExp, string]> = [
  ['GET', /^\/hc$/, 'health.response.schema.json'],
  ['GET', /^\/api\/categoria$/, 'categoria.response.schema.json'],
  ['POST', /^\/api\/lead$/, 'lead.response.schema.json'],
  ['GET', /^\/api\/v1\/catalogo$/, 'catalogo.response.schema.json'],
  ['POST', /^\/api\/plano\/detalhes$/, 'plano-detalhes.response.schema.json'],
  ['GET', /^\/api\/endereco$/, 'endereco.response.schema.json'],
  ['POST', /^\/api\/proposta$/, 'proposta.response.schema.json'],
  ['POST', /^\/api\/pagamento\/pix$/, 'pagamento-pix.response.schema.json'],
  ['POST', /^\/api\/pagamento\/boleto$/, 'pagamento-boleto.response.schema.json'],
  ['POST', /^\/api\/pagamento\/cartao$/, 'pagamento-cartao.response.schema.json'],
  ['POST', /^\/api\/lead\/validar-palavras$/, 'validar-palavras.response.schema.json'],
  ['POST', /^\/api\/pesquisa$/, 'pesquisa.response.schema.json'],
  ['GET', /^\/api\/proposta\/[0-9a-f]{32}\/pagamento$/, 'pagamento-status.response.schema.json'],
];

/** Problems found, one line per answer that does not match its schema. */
export function schemaProblems(recorded: Recorded[]): string[] {
  const problems: string[] = [];
  for (const r of recorded) {
    const file = r.status >= 200 && r.status < 300 ? RESPONSES.find(([m, p]) => m === r.method && p.test(r.path))?.[2] : 'error.schema.json';
    if (!file) {
      problems.push(`${r.method} ${r.path}: no schema`);
      continue;
    }
    const validate = ajv.getSchema(file)!;
    if (!validate(r.body)) problems.push(`${r.method} ${r.path} ${r.status} vs ${file}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}

export function requestSchemaValid(file: string, value: unknown): boolean {
  return ajv.getSchema(file)!(value) as boolean;
}
