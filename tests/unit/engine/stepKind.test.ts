// A step's kind, derived once (src/engine/stepKind.ts) for the runtime, the studio and the diagrams.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { KIND_KEYS, stepKind } from '../../../src/engine/stepKind.ts';

describe('stepKind', () => {
  it('names each kind by its key, and a step with none says only', () => {
    const kinds: Array<[Step, string]> = [
      [{ say: 'Olá!', next: 'b' }, 'say'],
      [{ say: 'Seu nome?', input: { field: 'lead.nome' } }, 'input'],
      [{ options: [{ label: 'SIM' }] }, 'options'],
      [{ component: 'planCarousel' }, 'component'],
      [{ say: 'Gerando o PIX...', action: 'generatePix', on: { ok: 'b' } }, 'action'],
    ];
    expect(kinds.map(([step]) => stepKind(step))).toEqual(kinds.map(([, kind]) => kind));
  });

  it('keeps options and components what they are when they also carry an action', () => {
    expect(stepKind({ options: [{ label: 'PIX' }], action: 'loadMethods' })).toBe('options');
    expect(stepKind({ component: 'categoryCarousel', action: 'chooseCategory' })).toBe('component');
  });

  it('gives every step of the real flows one kind, and the kind of the key it holds', () => {
    const { flow } = compileFlows({ root: process.cwd() });
    for (const [id, step] of Object.entries(flow.steps)) {
      const held = KIND_KEYS.filter((key) => step[key] !== undefined && !(key === 'action' && (step.options || step.component)));
      expect(held.length, id).toBeLessThanOrEqual(1);
      expect(stepKind(step), id).toBe(held[0] ?? 'say');
    }
  });
});
