// Which conversation tests the full gate runs for a draft: a partner file's route (and the routes
// of partners extending it), a changed test file's own tests, every test for the shared partner
// settings or a conversation file. A test left out here is one the draft cannot break.
import { describe, expect, it } from 'vitest';
import type { ConversationTest } from '../../../../scripts/conversation-tests/index.ts';
import type { ResolvedVariant } from '../../../../src/contracts/content.ts';
import { affectedTests } from '../../../../studio/hosted/gate/affectedTests.ts';

const test = (name: string, file: string, route: string): ConversationTest => ({ name, file, route, line: 1, col: 1, items: [] });
const TESTS = [
  test('home greets', 'flows/tests/intro.yaml', '/'),
  test('rota99 greets', 'flows/tests/intro.yaml', '/rota99'),
  test('rota99 plans', 'flows/tests/plans.yaml', '/rota99'),
  test('app pays', 'flows/tests/payment.yaml', '/app'),
  test('app-pro pays', 'flows/tests/payment.yaml', '/app-pro'),
];
const VARIANTS = {
  defaults: { route: undefined },
  rota99: { route: '/rota99' },
  app: { route: '/app' },
  'app-pro': { route: '/app-pro' },
} as unknown as Record<string, ResolvedVariant>;
const CONTENT = {
  'variants/rota99.yaml': 'route: /rota99\n',
  'variants/app.yaml': 'route: /app\n',
  'variants/app-pro.yaml': 'extends: app\nroute: /app-pro\n',
};

const run = (changed: string[]) => TESTS.filter(affectedTests(changed, CONTENT, VARIANTS)).map((t) => t.name);

describe('the conversation tests a draft can affect', () => {
  it('a partner file: the tests of its route only', () => {
    expect(run(['variants/rota99.yaml'])).toEqual(['rota99 greets', 'rota99 plans']);
  });

  it('a partner another extends: its tests and the extending partner’s', () => {
    expect(run(['variants/app.yaml'])).toEqual(['app pays', 'app-pro pays']);
  });

  it('a test file: its own tests', () => {
    expect(run(['flows/tests/plans.yaml'])).toEqual(['rota99 plans']);
  });

  it('the shared partner settings or a conversation file: every test', () => {
    expect(run(['variants/defaults.yaml'])).toHaveLength(TESTS.length);
    expect(run(['flows/intro.yaml'])).toHaveLength(TESTS.length);
  });
});
