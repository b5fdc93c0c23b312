// The architecture's forbidden edges (engine ↛ ui/api, domain imports nothing of ours at run time,
// ui ↛ api, server ↛ ui/engine), on the real source and on planted mistakes.
import { describe, expect, it } from 'vitest';
import { sourcesUnder, violations } from './importBoundaries.ts';

describe('import boundaries', () => {
  it('the source keeps every forbidden edge unused', () => {
    const problems = violations(sourcesUnder(process.cwd(), ['src', 'server']));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names the offending file, line and import for each rule', () => {
    const problems = violations([
      { path: 'src/engine/step.ts', source: "import { signal } from '@preact/signals-core';\nimport { App } from '../ui/App.tsx';" },
      { path: 'src/domain/money.ts', source: "import type { Lead } from '../generated/api.ts';\nimport { api } from '../api/index.ts';" },
      { path: 'src/ui/Card.tsx', source: "const Card = () => <div />;\nconst load = () => import('../api/index.ts');" },
      { path: 'server/routes/x.ts', source: "export { createConversation } from '../../src/engine/createConversation.ts';" },
    ]);
    expect(problems).toEqual([
      "src/engine/step.ts:2 imports '../ui/App.tsx' (src/ui/App.tsx): src/engine must not import src/ui — the runtime knows nothing of React or HTTP",
      expect.stringMatching(/^src\/domain\/money\.ts:2 imports '\.\.\/api\/index\.ts' \(src\/api\/index\.ts\): src\/domain must not import src —/),
      expect.stringMatching(/^src\/ui\/Card\.tsx:2 imports '\.\.\/api\/index\.ts' \(src\/api\/index\.ts\): src\/ui must not import src\/api/),
      expect.stringMatching(/^server\/routes\/x\.ts:1 imports .*src\/engine\/createConversation\.ts\): server must not import src\/engine/),
    ]);
  });

  it('lets the domain import types from anywhere and other domain rules at run time', () => {
    expect(
      violations([
        { path: 'src/domain/plan.ts', source: "import type { Plan } from '../generated/api.ts';\nimport { type Offer } from '../actions/x.ts';\nimport { fee } from './instalment.ts';" },
      ]),
    ).toEqual([]);
  });
});
