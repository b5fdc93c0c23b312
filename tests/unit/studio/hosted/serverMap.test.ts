// The map of a draft's conversation (GET /api/rascunhos/:id/mapa): one box per step of the draft's
// own files with a chosen partner's first words, links saying why they are taken, parts in the
// order a conversation meets them, a Leitor may read it; a draft whose files have a broken step
// or a broken file still maps what compiles, and lists every problem with the etapa it is in; the
// coverage marks what the draft's conversation tests never reach. One server for the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCoverageJob, type MapCoverage } from '../../../../studio/hosted/map/coverageJob.ts';
import { type ServerFixture, serverFixtures } from './serverFixture.ts';

const fixtures = serverFixtures();
let f: ServerFixture;
let admin: string;
let reader: string;

beforeAll(async () => {
  f = await fixtures.make();
  admin = await f.admin();
  reader = await f.person(admin, 'leo@example.com', 'leitor');
}, 120_000);
afterAll(() => f?.cleanup());

async function openDraft() {
  const draft = (await f.call('POST', '/api/rascunhos', { cookie: admin })).body.draft;
  return { id: draft.id as string, head: draft.head as string };
}

interface Step {
  id: string;
  text: string;
  unreachable: boolean;
  deadEnd: boolean;
}

describe('the map of a draft', { timeout: 120_000 }, () => {
  it('shows every step with the partner’s words, why each link is taken, and the parts in conversation order', async () => {
    const { id, head } = await openDraft();
    const files = await f.services.gate.read(head);
    const stepCount = Object.keys(f.services.gate.compile(files).flow.steps).length;
    const map = await f.call('GET', `/api/rascunhos/${id}/mapa`, { cookie: reader });
    expect(map.status, map.text).toBe(200);
    expect(map.body.steps).toHaveLength(stepCount);
    expect(map.body.parts[0]).toMatchObject({ part: 'intro', name: 'Boas-vindas' });
    expect(map.body.parts.map((p: { part: string }) => p.part)).toContain('payment');
    expect(map.body.links).toContainEqual(expect.objectContaining({ from: 'payment-options', why: expect.stringContaining('botão “CARTÃO DE CRÉDITO”') }));
    expect(map.body.links.some((l: { why: string }) => l.why.includes('se der erro'))).toBe(true);
    expect(map.body.coverage).toBeNull();
    const greeting = (body: { steps: Step[] }) => body.steps.find((s) => s.id === 'copy-message-1')?.text;
    expect(greeting(map.body)).not.toContain('motorista');
    const partner = await f.call('GET', `/api/rascunhos/${id}/mapa?parceiro=rota99`, { cookie: reader });
    expect(greeting(partner.body)).toContain('Olá, motorista!');
    const unknown = await f.call('GET', `/api/rascunhos/${id}/mapa?parceiro=ninguem`, { cookie: reader });
    expect(unknown.status).toBe(404);
    // Names every object answers to are no partner either: refused in words, never a 500.
    const inherited = await f.call('GET', `/api/rascunhos/${id}/mapa?parceiro=constructor`, { cookie: reader });
    expect(inherited.status, inherited.text).toBe(404);
    expect(inherited.body.error).toBe('Este parceiro não existe no rascunho.');
    const proto = await f.call('GET', `/api/rascunhos/${id}/mapa?parceiro=__proto__`, { cookie: reader });
    expect(proto.status, proto.text).toBe(400);
    expect(proto.body.error).toMatch(/^O endereço tem problemas: parceiro/);
  });

  it('lists each problem at its etapa, marks forgotten steps, and maps what compiles of a draft with a broken file', async () => {
    const { id, head } = await openDraft();
    const files = await f.services.gate.read(head);
    const orphans = '  etapa-esquecida:\n    say: "Ninguém chega aqui."\n  etapa-quebrada:\n    say: "Vai para o nada."\n    next: etapa-que-nao-existe\n';
    // Straight into git, past the save gate (as a developer's commit or a file edited in the local mode would).
    const commit = (expectedHead: string, path: string, content: string) =>
      f.repo.commitFiles({
        draftId: id,
        expectedHead,
        files: [{ path, content }],
        author: { name: 'Dev', email: 'dev@example.com' },
        message: `Changes ${path}`,
      });
    const first = await commit(head, 'flows/payment.yaml', files['flows/payment.yaml'].replace(/^steps:\n/m, `steps:\n${orphans}`));
    const map = await f.call('GET', `/api/rascunhos/${id}/mapa`, { cookie: reader });
    expect(map.status, map.text).toBe(200);
    expect(map.body.steps.find((s: Step) => s.id === 'etapa-esquecida')).toMatchObject({ unreachable: true, deadEnd: true, text: 'Ninguém chega aqui.' });
    const atStep = map.body.problems.find((p: { step?: string; severity: string }) => p.step === 'etapa-quebrada' && p.severity === 'error');
    expect(atStep, JSON.stringify(map.body.problems)).toMatchObject({ severity: 'error', file: 'flows/payment.yaml' });
    expect(atStep.message).toMatch(/^Na etapa/);
    expect(atStep.detail).toMatch(/^flows\/payment\.yaml:\d+:\d+ /);

    await commit(first.head, 'flows/survey.yaml', `${files['flows/survey.yaml']}\n  broken: [unclosed\n`);
    const broken = await f.call('GET', `/api/rascunhos/${id}/mapa`, { cookie: reader });
    expect(broken.status, broken.text).toBe(200);
    expect(broken.body.steps.some((s: Step) => s.id === 'payment-init')).toBe(true);
    expect(broken.body.problems.some((p: { file: string; severity: string }) => p.file === 'flows/survey.yaml' && p.severity === 'error')).toBe(true);
  });
});

describe('coverage of a draft', () => {
  it('marks the steps and links the draft’s own tests never reach, and only those', async () => {
    const { head } = await openDraft();
    const files = await f.services.gate.read(head);
    // One short test of the draft's own (the others left out): the greeting, then SIMULAR AGORA.
    const content = Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('flows/tests/')));
    content['flows/tests/so-o-comeco.yaml'] = [
      'tests:',
      '  só o começo:',
      '    route: /rota99',
      '    steps:',
      '      - bot: "Olá, motorista! 👋 Na parceria Rota 99 e Mycon"',
      '      - at: copy-message-2',
      '      - click: SIMULAR AGORA',
      '',
    ].join('\n');
    const answer = await handleCoverageJob({ id: 1, root: f.root, files: content });
    expect(answer.type, JSON.stringify(answer)).toBe('report');
    const coverage = (answer as { report: MapCoverage }).report;
    if (!coverage.ok) throw new Error(coverage.reason);
    expect(coverage.tests).toBe(1);
    expect(coverage.failed).toBe(0);
    expect(coverage.untestedSteps).not.toContain('copy-message-1');
    expect(coverage.untestedSteps).not.toContain('copy-message-2');
    expect(coverage.untestedSteps).toContain('payment-init');
    expect(coverage.untestedLinks).not.toContain('copy-message-1→copy-message-2');
    expect(coverage.untestedLinks).toContain('payment-init→payment-first-parcel');
    expect(coverage.steps.covered).toBeGreaterThan(1);
    expect(coverage.steps.covered).toBeLessThan(coverage.steps.total);
  });
});
