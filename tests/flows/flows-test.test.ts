// npm run flows:test's own tests: test files checked with file:line:col and did-you-mean, a
// failing test reported at the YAML line of its move with the transcript, coverage counted on a
// small fixture flow, and the CI formats.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubAnnotation, junitXml } from '../../scripts/compiler/ciFormats.ts';
import { formatRun } from '../../scripts/conversation-tests/report.ts';
import { runFlowTests } from '../../scripts/conversation-tests/runFlowTests.ts';
import { PROJECT_ROOT } from './helpers.ts';

/** The real flows and variants, plus the given test files, as in-memory sources. */
function project(tests: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ['flows', 'variants']) {
    for (const name of readdirSync(join(PROJECT_ROOT, dir)).filter((n) => n.endsWith('.yaml'))) {
      files[`${dir}/${name}`] = readFileSync(join(PROJECT_ROOT, dir, name), 'utf8');
    }
  }
  for (const [name, text] of Object.entries(tests)) files[`flows/tests/${name}`] = text;
  return files;
}

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('flows:test reading test files', () => {
  it('reports an unknown step in `at`, an option the step does not offer, a route and a key, each at file:line:col with the nearest name', async () => {
    const run = await runFlowTests({
      root: PROJECT_ROOT,
      files: project({
        'broken.yaml': lines(
          'tests:',
          '  misspelt names:',
          '    route: /rota98',
          '    steps:',
          '      - at: copy-mesage-2',
          '      - at: copy-message-2',
          '      - click: SIMULAR AGOR',
        ),
        'keys.yaml': lines('tests:', '  misspelt key:', '    steps:', '      - at: copy-message-2', '      - clik: TENHO'),
      }),
    });
    const found = run.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`);
    expect(found).toEqual([
      'flows/tests/broken.yaml:3:12 test "misspelt names": no variant has the route "/rota98" (did you mean "/rota99"?)',
      'flows/tests/broken.yaml:5:13 test "misspelt names": no step "copy-mesage-2" in the flows (did you mean "copy-message-2"?)',
      'flows/tests/broken.yaml:7:16 test "misspelt names": step "copy-message-2" offers no option "SIMULAR AGOR" (did you mean "SIMULAR AGORA"?) (it offers: SIMULAR AGORA)',
      'flows/tests/keys.yaml:5:9 test "misspelt key", item 2: unknown key "clik" (did you mean "click"?)',
    ]);
    // A file with a schema error is not checked further; the run stops before any test.
    expect(run.results).toEqual([]);
  });

  it('reports a component no step shows, an option label no step offers and an unknown state field', async () => {
    const run = await runFlowTests({
      root: PROJECT_ROOT,
      files: project({
        'names.yaml': lines(
          'tests:',
          '  wrong names:',
          '    steps:',
          '      - choose: { component: categoryCarrousel, value: automoveis }',
          '      - click: NAO TENHO',
          '      - state: { lead.valorCredto: 5000000 }',
        ),
      }),
    });
    expect(run.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`)).toEqual([
      '4:30 test "wrong names": no step shows a component "categoryCarrousel" (did you mean "categoryCarousel"?)',
      '5:16 test "wrong names": no step offers an option "NAO TENHO" (did you mean "NÃO TENHO"?)',
      '6:18 test "wrong names": no state field "lead.valorCredto" (did you mean "lead.valorCredito"?)',
    ]);
  });

  it('says to quote a text with ": " in it', async () => {
    const run = await runFlowTests({ root: PROJECT_ROOT, files: project({ 'colon.yaml': lines('tests:', '  t:', '    steps:', '      - bot: Anotei: rua') }) });
    expect(run.diagnostics[0]).toMatchObject({ file: 'flows/tests/colon.yaml', line: 4 });
    expect(run.diagnostics[0].message).toContain('must be in quotes');
  });
});

describe('flows:test running a test', () => {
  // One run for all cases here: each run compiles the whole flow.
  const run = runFlowTests({
    root: PROJECT_ROOT,
    files: project({
      'fails.yaml': lines(
        'tests:',
        '  greets, then a wrong expectation:',
        '    steps:',
        '      - click: SIMULAR AGORA',
        '      - bot: Qual é o seu nome?',
        '      - at: lead-basic-name',
      ),
      'click.yaml': lines('tests:', '  t:', '    steps:', '      - click: TENHO'),
      'ok.yaml': lines(
        'tests:',
        '  health check down:',
        '    sandbox: { fail: { /hc: 503 } }',
        '    steps:',
        '      - click: SIMULAR AGORA',
        '      - bot: /instabilidades/',
        '      - options: [TENTAR NOVAMENTE, FALAR COM OS ESPECIALISTAS]',
        '      - at: error-general',
      ),
      'reload.yaml': lines(
        'tests:',
        '  t:',
        '    steps:',
        '      - click: SIMULAR AGORA',
        '      - choose: { component: categoryCarousel, value: automoveis }',
        '      - reload: true',
        '      - at: lead-basic-name',
        '      - bot: Olá! 👋',
        '      - type: Maria da Conceição',
        '      - state: { lead.nome: Maria da Conceição, consorcio.produtoCategoria: /./ }',
        '      - reload: true',
        '      - bot: Qual tipo de plano',
      ),
    }),
  });
  const result = async (file: string) => (await run).results.find((r) => r.test.file === `flows/tests/${file}`)!;

  it('names the YAML line of the failing check, what was expected and what the bot said, with the transcript', async () => {
    expect((await result('fails.yaml')).status).toBe('failed');
    const text = formatRun(await run, 'text');
    expect(text).toContain('✗ flows/tests/fails.yaml:2  greets, then a wrong expectation');
    expect(text).toContain(
      '  at flows/tests/fails.yaml:5:9  (bot: "Qual é o seu nome?")\n  after the move at flows/tests/fails.yaml:4:9  (click: "SIMULAR AGORA")',
    );
    expect(text).toContain('  expected the bot to say Qual é o seu nome?');
    expect(text).toContain('      | Para começar, qual tipo de bem você quer conquistar?');
    expect(text).toContain('  transcript so far:\n    bot: Olá! 👋 Que bom ter você aqui.');
    expect(text).toContain('    you: SIMULAR AGORA');
    expect(text).toMatch(/1 passed, 3 failed in [\d.]+ s$/);
  });

  it('fails a click on an option the bot does not show, listing the ones it shows', async () => {
    expect((await result('click.yaml')).failure).toMatchObject({
      item: { line: 4, col: 9 },
      message: 'step "copy-message-2" shows no option "TENHO"; it shows: SIMULAR AGORA',
    });
  });

  it('passes a test that walks the real flow with a failing API path', async () => {
    const ok = await result('ok.yaml');
    expect([ok.status, ok.failure?.message]).toEqual(['passed', undefined]);
    expect((await run).coverage?.steps.find((s) => s.id === 'error-general')?.hits).toBe(1);
  });

  it('resumes after a reload on the same question with the answers kept, and checks then read the whole transcript', async () => {
    const reload = await result('reload.yaml');
    // The first reload passes its checks (step, greeting back on screen, the name answered after it
    // is kept); the second one fails only on a text the bot never said.
    expect(reload.failure).toMatchObject({ item: { kind: 'bot', line: 12 }, move: { kind: 'reload', line: 11 } });
    expect(reload.failure?.message).toContain('expected the bot to say Qual tipo de plano');
    expect(reload.failure?.message).toContain('\n    | Olá! 👋 Que bom ter você aqui.');
    expect(reload.failure?.transcript).toContain('you: Maria da Conceição');
  });
});

describe('flows:test coverage', () => {
  const fixture: Record<string, string> = {
    'variants/defaults.yaml': lines(
      'tipo: 1',
      'tipoTabela: integral',
      'fakeLoad: 0',
      'navBar: true',
      'linkWhatsApp: "https://wa.me/5500000000000"',
      'theme: { background: "#263238", primaryBackground: "#0b6bcb", primaryForeground: "#fff" }',
    ),
    'variants/main.yaml': lines('route: /', 'campanhaId: 1', 'compraId: 2', 'empresaId: 3'),
    'flows/main.yaml': lines(
      'start: hello',
      'steps:',
      '  hello:',
      '    say: "Olá!"',
      '    options:',
      '      - label: SIM',
      '        next: yes-step',
      '      - label: NÃO',
      '        next: no-step',
      '  yes-step:',
      '    say: "Que bom!"',
      '    next:',
      '      - when: isSimulateAgain',
      '        to: again',
      '      - to: done',
      '  no-step:',
      '    say: "Pena."',
      '    next: done',
      '  again:',
      '    say: "De novo."',
      '    next: done',
      '  done:',
      '    say: "Fim."',
      '    end: true',
    ),
    'flows/tests/yes.yaml': lines('tests:', '  yes:', '    steps:', '      - click: SIM', '      - bot: Fim.', '      - at: done'),
  };

  it('counts steps entered and branches taken per file, and lists the rest with file:line', async () => {
    const run = await runFlowTests({ root: PROJECT_ROOT, files: fixture });
    expect(run.results.map((r) => r.status)).toEqual(['passed']);
    const report = run.coverage!;
    expect(report.totals).toEqual({ steps: { covered: 3, total: 5, percent: 60 }, branches: { covered: 2, total: 6, percent: 33.3 } });
    expect(report.files['flows/main.yaml'].steps.covered).toBe(3);
    expect(report.variants).toEqual({
      main: { route: '/', tests: 1, steps: { covered: 3, total: 5, percent: 60 }, branches: { covered: 2, total: 6, percent: 33.3 } },
    });
    expect(report.steps.filter((s) => s.hits === 0).map((s) => `${s.file}:${s.line} ${s.id}`)).toEqual([
      'flows/main.yaml:16 no-step',
      'flows/main.yaml:19 again',
    ]);
    expect(report.branches.filter((b) => b.hits > 0).map((b) => `${b.step}: ${b.name}`)).toEqual(['hello: option "SIM"', 'yes-step: next otherwise → done']);
    expect(report.branches.filter((b) => b.hits === 0).map((b) => `${b.line}:${b.col} ${b.step}: ${b.name}`)).toEqual([
      '8:16 hello: option "NÃO"',
      '13:9 yes-step: next when isSimulateAgain → again',
      '18:11 no-step: next → done',
      '21:11 again: next → done',
    ]);
    expect(formatRun(run, 'text', { minSteps: 100, minBranches: 90 })).toContain('coverage: step coverage 60% is below --min-steps 100');
  });
});

describe('CI formats', () => {
  it('writes GitHub annotations with the location and escaped newlines', () => {
    expect(githubAnnotation({ file: 'flows/tests/a.yaml', line: 5, col: 9, severity: 'error', message: 'expected x\n  got y' }, 'test t')).toBe(
      '::error file=flows/tests/a.yaml,line=5,col=9,title=test t::expected x%0A  got y',
    );
  });

  it('writes JUnit XML with a failure per failing case', () => {
    const xml = junitXml({
      'flows/tests/a.yaml': [
        { name: 'ok', classname: 'a' },
        { name: 'bad <1>', classname: 'a', failure: { message: 'no "x"', details: 'd' } },
      ],
    });
    expect(xml).toContain('<testsuite name="flows/tests/a.yaml" tests="2" failures="1" skipped="0" time="0.000">');
    expect(xml).toContain('<testcase name="bad &lt;1&gt;" classname="a" time="0.000">');
    expect(xml).toContain('<failure message="no &quot;x&quot;">d</failure>');
  });
});

describe('flows:check --format', () => {
  it('prints GitHub annotations, JSON and JUnit for the same problems', async () => {
    const { checkFlows, formatCheck } = await import('../../scripts/flows-check.ts');
    const { fixture } = await import('./helpers.ts');
    const result = await checkFlows(fixture('broken'));
    expect(formatCheck(result, 'github')).toContain('::error file=flows/main.yaml,line=14,col=5::step "ask-name": unknown key "nxet" (did you mean "next"?)');
    expect(JSON.parse(formatCheck(result, 'json'))).toMatchObject({ ok: false, errors: result.errors });
    expect(formatCheck(result, 'junit')).toContain('<testcase name="flows/main.yaml" classname="flows:check" file="flows/main.yaml" line="');
  });
});
