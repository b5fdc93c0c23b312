// Applies a state fixture's `replay`: the named actions run in order on the conversation's own
// context, against whatever API the app talks to (in development the embedded sandbox), so ids,
// offers and the proposal token are ones that sandbox knows. Development only (src/preview).
import type { StateFixture } from '../contracts/content.ts';
import { actionContext } from '../engine/pluginContext.ts';
import type { Action, PluginContext } from '../engine/types.ts';

export class FixtureReplayError extends Error {}

export async function replayFixture(fixture: StateFixture, context: PluginContext, actions: Record<string, Action>): Promise<void> {
  for (const { action, input } of fixture.replay) {
    const run = actions[action];
    if (!run) throw new FixtureReplayError(`no action "${action}"`);
    const { outcome } = await run(actionContext(context, input));
    if (outcome !== 'ok') throw new FixtureReplayError(`action "${action}" ended with outcome "${outcome}", not "ok"`);
  }
}
