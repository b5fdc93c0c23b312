// The studio endpoint's door (studio/server/requestDoor.ts): every request is checked against its
// schema in schemas/studio before a handler reads it; a malformed one gets one 400 that lists every
// problem, in Portuguese, each with its field, and nothing is written. The Origin/Host checks and
// the JSON-only rule still come first.
import { afterEach, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import type { Diagnostic as CompilerDiagnostic, Severity as CompilerSeverity } from '../../../scripts/compiler/diagnostics.ts';
import type { Diagnostic, RequestRefusal, Severity } from '../../../studio/contract/generated/studioApi.ts';
import { checkRequest } from '../../../studio/server/requestDoor.ts';
import { conforms, json, SERVER_LIMIT_MS, startDevServer } from './studioDevServer.ts';
import { copyFixture, type Project } from './studioFixture.ts';

// The compiler's problems travel in the endpoint's answers: its Diagnostic is the schema's, both ways.
const sameDiagnostic: [Diagnostic, CompilerDiagnostic] = [{} as CompilerDiagnostic, {} as Diagnostic];
const sameSeverity: [Severity, CompilerSeverity] = ['' as CompilerSeverity, '' as Severity];
void [sameDiagnostic, sameSeverity];

const problems = (refusal: RequestRefusal) => refusal.problems.map((p) => `${p.path}: ${p.message}`);

describe('checkRequest', () => {
  it('lists every problem of a malformed edit at once, by field, in Portuguese', () => {
    const checked = checkRequest('EditRequest', {
      edits: [
        { fil: 'flows/intro.yaml', path: [], value: { text: 'Oi' } },
        { file: 'flows/intro.yaml', path: ['steps', -1], value: 'Oi', remove: true },
      ],
      hashes: { 'flows/intro.yaml': 7 },
      dryrun: true,
    });
    expect(checked.ok).toBe(false);
    const refusal = (checked as { refusal: RequestRefusal }).refusal;
    expect(problems(refusal)).toEqual([
      'dryrun: campo desconhecido (quis dizer "dryRun"?)',
      'edits[0].fil: campo desconhecido (quis dizer "file"?)',
      'edits[0].file: campo obrigatório',
      'edits[0].path: a lista não pode ficar vazia',
      'edits[0].value: deve ser um texto, um número, true/false ou uma lista',
      'edits[1].path[1]: deve ser no mínimo 0',
      'edits[1].value: campo não permitido com os outros campos informados',
      'hashes.flows/intro.yaml: deve ser um texto',
    ]);
    expect(refusal).toMatchObject({ status: 400, ok: false, field: 'dryrun' });
    expect(refusal.error).toBe(`O pedido tem 8 problemas: ${problems(refusal).join('; ')}.`);
    conforms('RequestRefusal', refusal);
  });

  it('lets well-formed requests through as they are', () => {
    const edit = { edits: [{ file: 'variants/main.yaml', path: ['texts', 'hello'], remove: true }], hashes: { 'variants/main.yaml': 'abc' }, dryRun: true };
    expect(checkRequest('EditRequest', edit)).toEqual({ ok: true, value: edit });
    expect(checkRequest('UndoAllRequest', { files: [{ file: 'flows/tests/x.yaml', text: '', hash: 'h' }] }).ok).toBe(true);
    expect(checkRequest('ExportQuery', {}).ok).toBe(true);
  });

  it('names the field of a partner form a schema refuses, for the form to mark', () => {
    const checked = checkRequest('PartnerForm', {
      name: 'X',
      route: '/x',
      campanhaId: '426',
      compraId: 1,
      empresaId: 1,
      desconto: 'sim',
      theme: {},
      linkWhatsApp: 'x',
      gtmId: 'x',
    });
    const refusal = (checked as { refusal: RequestRefusal }).refusal;
    expect(problems(refusal)).toEqual([
      'campanhaId: deve ser um número inteiro',
      'desconto: deve ser true/false',
      'theme.background: campo obrigatório',
      'theme.primaryBackground: campo obrigatório',
      'theme.primaryForeground: campo obrigatório',
    ]);
    expect(refusal.field).toBe('campanhaId');
  });
});

describe('the door on the dev server', { timeout: SERVER_LIMIT_MS }, () => {
  let project: Project | undefined;
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    project?.remove();
  });
  const start = async () => {
    project = copyFixture();
    const started = await startDevServer(project.root);
    server = started.server;
    return started.base;
  };

  it('answers a malformed body of each route with one 400 listing its problems, and writes nothing', async () => {
    const base = await start();
    const before = project!.snapshot();
    const refusal = async (route: string, body: unknown) => {
      const response = await fetch(`${base}/__studio${route}`, json(body));
      expect(response.status, route).toBe(400);
      const answer = (await response.json()) as RequestRefusal;
      conforms('RequestRefusal', answer);
      return problems(answer);
    };
    expect(await refusal('/edit', { edits: [{ file: 'flows/intro.yaml', path: 'steps.hello.say' }] })).toEqual([
      'edits[0].path: deve ser uma lista',
      'edits[0].value: campo obrigatório',
      'hashes: campo obrigatório',
    ]);
    expect(await refusal('/edit', [])).toEqual([': deve ser um objeto']);
    expect(await refusal('/undo', { files: [{ file: 'flows/intro.yaml', text: 3 }] })).toEqual([
      'files[0].hash: campo obrigatório',
      'files[0].text: deve ser um texto',
    ]);
    expect(await refusal('/undo', { file: 'flows/intro.yaml' })).toEqual(['hash: campo obrigatório', 'text: campo obrigatório']);
    expect(await refusal('/test', { name: 'x' })).toEqual(['hash: campo obrigatório', 'text: campo obrigatório']);
    expect(await refusal('/copy/import', { format: 'ods', data: 1, accept: [{ row: 0 }] })).toEqual([
      'accept[0].column: campo obrigatório',
      'accept[0].row: deve ser no mínimo 1',
      'data: deve ser um texto',
      'format: deve ser "xlsx" ou "csv"',
      'hashes: campo obrigatório',
    ]);
    expect(await refusal('/partner', { name: 'X' })).toContain('route: campo obrigatório');
    const notJson = await fetch(`${base}/__studio/edit`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"edits": [' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as RequestRefusal).problems).toEqual([{ path: '', message: 'o corpo do pedido não é um JSON válido' }]);
    expect(project!.snapshot()).toEqual(before);
  });

  it('checks the queries of the reads too', async () => {
    const base = await start();
    const noPath = await fetch(`${base}/__studio/file`);
    expect(noPath.status).toBe(400);
    expect(((await noPath.json()) as RequestRefusal).problems).toEqual([{ path: 'path', message: 'campo obrigatório' }]);
    const pdf = await fetch(`${base}/__studio/copy/export?format=pdf`);
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as RequestRefusal).error).toBe('O pedido tem 1 problema: format: deve ser "xlsx" ou "csv".');
    const unknown = await fetch(`${base}/__studio/copy?sincee=main`);
    expect(((await unknown.json()) as RequestRefusal).problems).toEqual([{ path: 'sincee', message: 'campo desconhecido (quis dizer "since"?)' }]);
  });

  it('keeps the Origin check and the JSON-only rule ahead of the schema', async () => {
    const base = await start();
    const foreign = await fetch(`${base}/__studio/edit`, json({ nonsense: true }, { Origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    const form = await fetch(`${base}/__studio/edit`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
  });
});
