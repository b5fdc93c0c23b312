// The rooms' import boundaries are Biome configuration (biome.json, noRestrictedImports per folder);
// these plant forbidden imports where they would hurt and check the linter refuses each with its
// reason, and that the allowed edges stay allowed.
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './biome.ts';

/** Each case starts Biome once: a second when idle, much more on a busy machine, and the limit must never be what fails. */
const LINT_LIMIT_MS = 90_000;

describe('import boundaries (biome.json)', () => {
  it.each([
    ['src/ui/Planted.tsx', "import { compileFlows } from '../../scripts/compiler/index.ts';\nexport const x = compileFlows;\n", 'The chat ships alone'],
    [
      'src/actions/planted.ts',
      "import { createStudioApp } from '../../studio/hosted/server/app.ts';\nexport const x = createStudioApp;\n",
      'The chat ships alone',
    ],
    ['src/engine/planted.ts', "import { App } from '../ui/App.tsx';\nexport const x = App;\n", 'The runtime knows nothing of React or HTTP'],
    ['src/domain/planted.ts', "import { api } from '../api/client.ts';\nexport const x = api;\n", 'Business rules are pure'],
    ['src/ui/Planted.tsx', "export const load = () => import('../api/client.ts');\n", 'Screens reach the API only through actions'],
    [
      'sandbox/routes/planted.ts',
      "import { createConversation } from '../../src/engine/createConversation.ts';\nexport const x = createConversation;\n",
      'The sandbox serves the contract',
    ],
    [
      'sandbox/routes/planted.ts',
      "import { yamlSource } from '../../scripts/compiler/yamlSource.ts';\nexport const x = yamlSource;\n",
      "compiler's front door",
    ],
    ['studio/hosted/ui/screens/Planted.tsx', "import { editYaml } from '../../../edit/yamlEdit.ts';\nexport const x = editYaml;\n", 'only over HTTP'],
    ['studio/hosted/ui/Planted.tsx', "import { loadDraft } from '../server/draftLogic.ts';\nexport const x = loadDraft;\n", 'only over HTTP'],
    ['scripts/compiler/planted.ts', "import { Bubble } from '../../src/ui/Bubble.tsx';\nexport const x = Bubble;\n", 'The compiler knows no screen'],
  ])(
    '%s: a forbidden import is refused',
    (path, source, reason) => {
      const answer = lintPlanted(path, source);
      expect(answer.refused, answer.output).toBe(true);
      expect(answer.output).toContain('noRestrictedImports');
      expect(answer.output).toContain(reason);
    },
    LINT_LIMIT_MS,
  );

  it.each([
    [
      'src/domain/planted.ts',
      "import type { Plano } from '../generated/api.ts';\nimport { brl } from './money.ts';\nexport const x = (p: Plano) => brl(p.valorParcela);\n",
    ],
    ['sandbox/campaigns/planted.ts', "import { compileFlows } from '../../scripts/compiler/index.ts';\nexport const x = compileFlows;\n"],
    ['studio/hosted/ui/Planted.tsx', "import { api } from './api.ts';\nexport const x = api;\n"],
  ])(
    '%s: an allowed import passes',
    (path, source) => {
      const answer = lintPlanted(path, source);
      expect(answer.output).not.toContain('noRestrictedImports');
    },
    LINT_LIMIT_MS,
  );
});
