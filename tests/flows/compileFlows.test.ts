import { describe, expect, it } from 'vitest';
import { compileFlows, formatDiagnostics, syntheticProject, collectNames } from '../../scripts/compiler/index.ts';
import { check, fixture, line } from './helpers.ts';

describe('compileFlows on a fixture with one of each error', () => {
  const { root, registries } = fixture('broken');
  const result = compileFlows({ root, registries });
  const lines = result.diagnostics.map(line);

  it('reports every problem in one run, each at its file:line:col', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'flows/main.yaml:7:11 error step "hello": next → "ask-nmae" is not a step (did you mean "ask-name"?)',
        'flows/main.yaml:13:28 error step "ask-name": validator "emial" is not registered (did you mean "email"?)',
        'flows/main.yaml:14:5 error step "ask-name": unknown key "nxet" (did you mean "next"?)',
        'flows/main.yaml:17:21 error step "save": placeholder {lead.nme}: "lead.nme" is not in the conversation state (did you mean "lead.nome"?)',
        'flows/main.yaml:18:13 error step "save": action "saveLed" is not registered (did you mean "saveLead"?)',
        'flows/main.yaml:29:3 warning step "orphan" is unreachable from start "hello"',
        'flows/other.yaml:3:3 error duplicate step id "save": also defined at flows/main.yaml:16:3',
        'variants/partner.yaml:6:3 error variant "partner": texts override "helo" names no step (did you mean "hello"?)',
      ]),
    );
  });

  it('rejects a <script> in a text, pointing at the tag', () => {
    const script = lines.find((l) => l.includes('<script>'));
    expect(script).toMatch(/^flows\/main\.yaml:24:21 error step "bye": <script> is not allowed in texts/);
  });

  it('prints aligned lines and the summary', () => {
    const report = formatDiagnostics(result.diagnostics);
    expect(report).toContain('flows/main.yaml:14:5       error  step "ask-name": unknown key "nxet" (did you mean "next"?)');
    expect(report.split('\n').at(-1)).toBe('8 errors, 1 warning');
  });
});

describe('compileFlows on valid content', () => {
  const { root, registries } = fixture('clean');
  const result = compileFlows({ root, registries, strict: true });

  it('finds no problem, even in strict mode', () => {
    expect(result.diagnostics.map(line)).toEqual([]);
  });

  it('merges all flow files into one flow, leaving variant texts to the runtime', () => {
    expect(result.flow.start).toBe('hello');
    expect(Object.keys(result.flow.steps)).toEqual(['hello', 'ask-name', 'ask-phone', 'choose-plan', 'plans', 'oops', 'bye']);
    expect(result.flow.steps.hello.say).toEqual([
      'Olá! Aqui o consórcio é <b>sem juros</b> e <strong>sem entrada</strong>.',
      'Veja <a href="https://example.com/regulamento" target="_blank" rel="noopener">o regulamento</a>.<br>',
    ]);
  });

  it('resolves variants over defaults and their extends file, keyed by file name', () => {
    const { main, partner, 'partner-app': app } = result.variants;
    expect(Object.keys(result.variants).sort()).toEqual(['main', 'partner', 'partner-app']);
    expect(main).toMatchObject({ name: 'main', route: '/', campanhaId: 851, tipoTabela: 'completa', fakeLoad: 0 });
    expect(partner.name).toBe('parceiro');
    // extends: partner → ids and texts inherited, route and name its own, theme merged key by key.
    expect(app).toMatchObject({ name: 'partner-app', route: '/partner-app', campanhaId: 426, navBar: false, isApp: true });
    expect(app.texts?.hello).toContain('parceiro');
    expect(app.theme).toEqual({ background: '#263238', primaryBackground: '#b34700', primaryForeground: '#ffffff' });
  });
});

describe('compileFlows warnings', () => {
  const { root, registries } = fixture('warnings');

  it('warns about unreachable steps and dead ends', () => {
    const result = compileFlows({ root, registries });
    expect(result.diagnostics.map(line)).toEqual([
      'flows/main.yaml:9:3 warning step "help" is a dead end: no next, on, input, component or option leading on (add "end: true" if the conversation ends here)',
      'flows/main.yaml:15:3 warning step "forgotten" is unreachable from start "hello"',
    ]);
  });

  it('turns them into errors with strict', () => {
    const result = compileFlows({ root, registries, strict: true });
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['error', 'error']);
  });
});

/** Compiles in-memory files: a minimal valid base plus the case under test. */
describe('compileFlows, one problem at a time', () => {
  it('reports YAML syntax errors at their position', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: x\n   next: b\n',
      'flows/b.yaml': 'steps:\n  b:\n    next: a\n',
    });
    // Only the syntax error: the steps of a.yaml are unknown, so "a is not a step" would be noise.
    expect(lines).toEqual([
      'flows/a.yaml:5:4 error YAML: "next:" starts at column 4, but "say:" above it at column 5; keys of one map start at the same column',
    ]);
  });

  it('names both places of a key written twice in one map', () => {
    const lines = check({ 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: x\n    say: y\n    next: a\n' });
    expect(lines).toEqual(['flows/a.yaml:5:5 error duplicate key "say" (first at flows/a.yaml:4:5)']);
  });

  it('says which types a field accepts instead of echoing every schema branch', () => {
    const lines = check({ 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: 42\n    next: a\n' });
    expect(lines).toEqual(['flows/a.yaml:4:10 error step "a": say: must be a text or a list']);
  });

  it('points at a bad key inside a list of branches', () => {
    const lines = check({ 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next:\n      - to: a\n        wehn: x\n' });
    expect(lines).toEqual(['flows/a.yaml:6:9 error step "a": next[0]: unknown key "wehn" (did you mean "when"?)']);
  });

  it('requires exactly one start', () => {
    expect(check({ 'flows/a.yaml': 'steps:\n  a:\n    next: a\n' })).toContain('flows/a.yaml:1:1 error no flow file declares start: (exactly one must)');
    expect(check({ 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: b\n', 'flows/b.yaml': 'start: b\nsteps:\n  b:\n    next: a\n' })).toContain(
      'flows/b.yaml:1:1 error start is declared again; first declared at flows/a.yaml:1:1 (exactly one flow file declares it)',
    );
  });

  it('accepts steps marked entry: true (reached from code) and end: true (the end)', () => {
    const flow = [
      'start: a',
      'steps:',
      '  a:',
      '    next: a',
      '  b:',
      '    entry: true',
      '    next: c',
      '  c:',
      '    say: Fim',
      '    end: true',
      '  d:',
      '    say: Nada',
    ];
    expect(check({ 'flows/a.yaml': flow.join('\n') })).toEqual([
      'flows/a.yaml:11:3 warning step "d" is unreachable from start "a"',
      'flows/a.yaml:11:3 warning step "d" is a dead end: no next, on, input, component or option leading on (add "end: true" if the conversation ends here)',
    ]);
  });

  it('checks state paths written by input and set, and the type of set values', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    input: { field: lead.emial }\n    set: { consorcio.categoriaId: "1", lead.nome: Ana }\n    next: a\n',
    });
    expect(lines).toEqual([
      'flows/a.yaml:4:21 error step "a": input.field "lead.emial" is not in the conversation state (did you mean "lead.email"?); to store a new answer, add "emial" under lead in schemas/state.schema.json and its starting value to initialState() in src/engine/initialState.ts, then run npm run flows:types',
      'flows/a.yaml:5:35 error step "a": set "consorcio.categoriaId" is integer in the state, not "1"',
    ]);
  });

  it('checks formatters and placeholder syntax', () => {
    const lines = check({ 'flows/a.yaml': 'start: a\nsteps:\n  a:\n    say: "{plan.bemCredito|bfl} e {nome}"\n    next: a\n' });
    expect(lines).toEqual([
      'flows/a.yaml:4:11 error step "a": placeholder {plan.bemCredito|bfl}: formatter "bfl" is not defined (did you mean "brl"?)',
      'flows/a.yaml:4:35 error step "a": malformed placeholder {nome}: write {slice.field} or {slice.field|formatter}',
    ]);
  });

  it('checks guards, masks and components against their registries', () => {
    const lines = check(
      {
        'flows/a.yaml': [
          'start: a',
          'steps:',
          '  a:',
          '    component: planCarosel',
          '    next: b',
          '  b:',
          '    input: { field: lead.telefone, mask: phnoe }',
          '    next: c',
          '  c:',
          '    options:',
          '      - label: X',
          '        when: hasPaln',
          '        next: a',
        ].join('\n'),
      },
      { guards: ['hasPlan'], masks: ['phone'], components: ['planCarousel'] },
    );
    expect(lines).toEqual([
      'flows/a.yaml:4:16 error step "a": component "planCarosel" is not registered (did you mean "planCarousel"?)',
      'flows/a.yaml:7:42 error step "b": mask "phnoe" is not registered (did you mean "phone"?)',
      'flows/a.yaml:12:15 error step "c": guard "hasPaln" is not registered (did you mean "hasPlan"?)',
    ]);
  });

  it('checks HTML and placeholders in variant text overrides', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'variants/p.yaml': 'route: /p\ntexts:\n  a: \'<img src=x onerror="alert(1)"> {lead.nome|upper}\'\n',
    });
    expect(lines).toEqual([
      'variants/p.yaml:3:7 error variant "p": texts.a: <img> is not allowed in texts (allowed tags: b, strong, i, em, u, br, small, ul, ol, li, p, span, a)',
    ]);
  });

  it('collects field messages from any flow file, a file of only messages included', () => {
    const files = {
      'variants/defaults.yaml':
        'tipo: 1\ntipoTabela: integral\nfakeLoad: 0\nnavBar: true\nlinkWhatsApp: https://wa.me/5511999999999\ncampanhaId: 1\ncompraId: 2\nempresaId: 3\n',
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\nmessages:\n  required: Preencha\n',
      'flows/messages.yaml': "messages:\n  creditMin: 'O crédito mínimo é de {value}'\n",
    };
    const result = compileFlows({ root: '/in-memory', files, strict: true });
    expect(result.diagnostics.map(line)).toEqual([]);
    expect(result.flow.messages).toEqual({ required: 'Preencha', creditMin: 'O crédito mínimo é de {value}' });
    expect(collectNames(result.flow).MessageId).toEqual(['creditMin', 'required']);
  });

  it('names both places of a message id defined twice', () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\nmessages:\n  required: Preencha\n',
      'flows/messages.yaml': 'messages:\n  cpfInvalid: CPF inválido\n  required: Obrigatório\n',
    });
    expect(lines).toEqual(['flows/messages.yaml:3:3 error duplicate message id "required": also defined at flows/a.yaml:6:3']);
  });

  it("checks that a variant's message overrides name real messages", () => {
    const lines = check({
      'flows/a.yaml': 'start: a\nsteps:\n  a:\n    next: a\n',
      'flows/messages.yaml': 'messages:\n  emailInvalid: E-mail inválido\n',
      'variants/p.yaml': 'route: /p\nmessages:\n  emailInvalid: Confira o e-mail\n  emialInvalid: Confira\n',
    });
    expect(lines).toEqual(['variants/p.yaml:4:3 error variant "p": messages override "emialInvalid" names no message (did you mean "emailInvalid"?)']);
  });
});

describe('syntheticProject (the bench input)', () => {
  it('builds a flow that checks clean in strict mode and uses every kind of name', () => {
    const { files, registries } = syntheticProject(120);
    const result = compileFlows({ root: '/synthetic', files, registries, strict: true });
    expect(result.diagnostics.map(line)).toEqual([]);
    expect(Object.keys(result.flow.steps)).toHaveLength(120);
    const names = collectNames(result.flow);
    expect(names.ActionName).toEqual(['checkName', 'saveLead']);
    expect(names.GuardName).toEqual(['hasPlan']);
    expect(names.ComponentName).toEqual(['planCarousel']);
  });
});
