// The steps as the chat reads them: what a step carries only for the studio (the words a new
// partner's file starts with) leaves the browser's flow modules, so no visitor downloads it.
import type { CompiledFlow } from '../../src/contracts/content.ts';

/** Step keys the chat never reads (schemas/flow.schema.json says so of each). */
export const STUDIO_ONLY_STEP_KEYS = ['newPartnerSay', 'newPartnerDiscountSay'] as const;

export function chatSteps(steps: CompiledFlow['steps']): CompiledFlow['steps'] {
  return Object.fromEntries(
    Object.entries(steps).map(([id, step]) => {
      const kept = { ...step } as Record<string, unknown>;
      for (const key of STUDIO_ONLY_STEP_KEYS) delete kept[key];
      return [id, kept as typeof step];
    }),
  );
}
