// A recorded conversation (src/studio/preview/recordTest.ts) is a conversation test the runner
// accepts and passes against the real flows: the file the studio offers can be saved as it is.
import { describe, expect, it } from 'vitest';
import { readAllContent } from '../../../scripts/content-edit/contentFiles.ts';
import { runFlowTests } from '../../../scripts/flow-tests/runFlowTests.ts';
import { conversationTestYaml } from '../../../src/studio/preview/recordTest.ts';

const root = process.cwd();

async function run(text: string) {
  const files = { ...readAllContent(root), 'flows/tests/recorded.yaml': text };
  return runFlowTests({ root, files, filter: 'recorded.yaml' });
}

describe('conversationTestYaml', () => {
  it('writes a recording of /rota99 that the conversation-test runner passes', async () => {
    const text = conversationTestYaml('greets the driver and starts', '/rota99', [
      { bot: 'Olá, motorista! 👋 Na parceria Rota 99 e Mycon' },
      { at: 'copy-message-2' },
      { click: 'SIMULAR AGORA' },
      { bot: 'Para começar, qual tipo de bem você quer conquistar?' },
    ]);
    const outcome = await run(text);
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.results.map((r) => r.status)).toEqual(['passed']);
  });

  it('leaves the route out for the main variant, and a wrong recording fails', async () => {
    const text = conversationTestYaml('main greets', '/', [{ bot: 'Texto que o bot não diz' }]);
    expect(text).not.toContain('route:');
    const outcome = await run(text);
    expect(outcome.results.map((r) => r.status)).toEqual(['failed']);
  });
});
