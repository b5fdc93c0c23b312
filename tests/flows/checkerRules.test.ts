// The checker's rules for names that used to pass as plain strings: each fixture under
// tests/fixtures/flows holds the mistakes of one rule, and each must come back at its
// file:line:col with a way to fix it.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../scripts/compiler/index.ts';
import { join } from 'node:path';
import { FIXTURES, fixture, line, PROJECT_ROOT } from './helpers.ts';

function check(name: string): string[] {
  const { root, registries } = fixture(name);
  return compileFlows({ root, registries }).diagnostics.map(line);
}

describe('outcomes: on: keys against what the action or component declares', () => {
  const lines = check('outcomes');

  it('rejects an on: key the action cannot return, suggesting the outcome meant', () => {
    expect(lines).toContain(
      'flows/main.yaml:11:7 error step "search": on.semPlano: action "searchPlans" cannot return "semPlano" (did you mean "semPlanos"?); it returns ok, rendaInsuficiente, semPlanos, error',
    );
  });

  it('warns where a returnable outcome has no target and there is no next, at the name', () => {
    expect(lines).toContain(
      'flows/main.yaml:7:13 warning step "search": action "searchPlans" can return "semPlanos" but on has no target for it and there is no next: the visitor would be stuck (add on.semPlanos: <step id>, or a next)',
    );
    // error is returnable by every action: the engine turns a throw into it.
    expect(lines).toContain(
      'flows/main.yaml:20:13 warning step "save": action "saveLead" can return "error" but on has no target for it and there is no next: the visitor would be stuck (add on.error: <step id>, or a next)',
    );
    expect(lines).toContain(
      'flows/main.yaml:15:16 warning step "plans": component "planCarousel" can return "simulateAgain" but on has no target for it and there is no next: the visitor would be stuck (add on.simulateAgain: <step id>, or a next)',
    );
  });

  it('says why invalid is never routed, and rejects on: on a step with nothing returning outcomes', () => {
    expect(lines).toContain(
      'flows/main.yaml:29:7 error step "ask-name": on.invalid: action "checkName" cannot return "invalid" (invalid keeps the visitor on the input with its message; it is never routed); it returns ok, error',
    );
    expect(lines).toContain('flows/main.yaml:35:5 error step "bye": on: routes the outcomes of an action or a component, and this step has neither (use next)');
  });

  it('reports nothing else', () => {
    expect(lines).toHaveLength(6);
  });
});

describe('the outcomes the real registries declare', () => {
  it('are read from each entry, lazily loaded ones included', async () => {
    const { loadRegistries } = await import('../../scripts/flows-check.ts');
    const { registries, diagnostics } = await loadRegistries(PROJECT_ROOT);
    expect(diagnostics).toEqual([]);
    expect(registries.outcomes?.actions?.searchPlans).toEqual(['ok', 'rendaInsuficiente', 'semPlanos']);
    expect(registries.outcomes?.actions?.lookupCep).toEqual(['ok', 'noStreet', 'noNeighborhood', 'notFound']);
    expect(registries.outcomes?.components?.cardPaymentModal).toEqual(['approved', 'pending', 'pendingValidation', 'refused', 'unconfirmed', 'back']);
  });
});

describe('step kinds: a step is say-only, input, options, component or action', () => {
  const lines = check('step-kinds');
  const kinds =
    'a step is one kind (say-only, input, options, component or action; options may also run an action on entering, a component on what it completes with), so split it into steps';

  it('names the keys that clash, once per step, at the key added second', () => {
    expect(lines).toEqual([
      `flows/main.yaml:9:5 error step "ask-name": input, options and component cannot be combined: ${kinds}`,
      `flows/main.yaml:24:5 error step "ask-email": input and action cannot be combined: ${kinds}; an input's own action goes under input.action`,
    ]);
  });
});

describe('unused registrations: a name registered in src/ that no flow names', () => {
  it('is reported where it is registered, phase registries included, with what to do', async () => {
    const { checkFlows } = await import('../../scripts/flows-check.ts');
    const { diagnostics } = await checkFlows({ root: join(FIXTURES, 'unused') });
    const fix = 'no flow names it: remove the registration, or name it in a step of flows/*.yaml';
    expect(diagnostics.map(line)).toEqual([
      `src/actions/index.ts:6:3 warning action "sendFax" is registered but ${fix}`,
      `src/guards/lead/index.ts:4:3 warning guard "isWeekend" is registered but ${fix}`,
      `src/masks/index.ts:2:68 warning mask "cpf" is registered but ${fix}`,
      `src/ui/components/registry.ts:2:29 warning component "planCarousel" is registered but ${fix}`,
    ]);
  });

  it("leaves out a registered name a flow misspells (that is the misspelling's error)", () => {
    expect(check('broken').filter((l) => l.includes('no flow names it'))).toEqual([]);
  });
});

describe('mistakes a new editor makes', () => {
  it('a tab or an over-indented key: one error, on the line to fix', () => {
    expect(check('yaml-mistakes')).toEqual([
      'flows/indent.yaml:7:8 error YAML: "kind:" is indented deeper than "field:" above it; keys of one map start at the same column (column 7)',
      'flows/tab.yaml:10:1 error YAML: a tab is used for indentation; YAML needs spaces (replace the tab with spaces)',
    ]);
  });

  it('unbalanced <b>, an option going nowhere, a new state field: each at its own line with the fix', () => {
    expect(check('editor-mistakes')).toEqual([
      'flows/main.yaml:8:29 error step "hello": <b> is never closed, so the rest of the bubble would be formatted by it (add </b>)',
      'flows/main.yaml:9:45 error step "hello": </b> closes <b> while <i> inside it is still open (close </i> first)',
      'flows/main.yaml:13:9 warning step "hello": option "AGORA NÃO" leads nowhere: no next, link or action, and the step has no next (add next: <step id> to the option)',
      'flows/main.yaml:18:14 error step "ask-nickname": input.field "lead.apelido" is not in the conversation state; to store a new answer, add "apelido" under lead in schemas/state.schema.json and its starting value to initialState() in src/engine/initialState.ts, then run npm run flows:types',
    ]);
  });
});
