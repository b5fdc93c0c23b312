// One step event per step entered, through createConversation's onStepEnter, over the real flows.
import { describe, expect, it } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { createDataLayerAnalytics, type DataLayerHost } from '../../../src/analytics/createDataLayerAnalytics.ts';
import { deferredAnalytics } from '../../../src/analytics/deferredAnalytics.ts';
import { stepEvents } from '../../../src/analytics/stepEvents.ts';
import { createConversation } from '../../../src/engine/createConversation.ts';
import { realBindings } from '../realBindings.ts';

describe('step events', () => {
  it('pushes one step event for each step the visitor sees, in order', async () => {
    const { flow, variants } = compileFlows({ root: process.cwd() });
    const variant = { ...variants.livelo, fakeLoad: 0 };
    const host: DataLayerHost = {};
    const analytics = deferredAnalytics();
    const conversation = createConversation({ flow, variant, ...realBindings, analytics, onStepEnter: stepEvents(analytics) });
    await conversation.start();
    // As in the page: the step events wait for the adapter (a lazy chunk) and then go out in order.
    const adapter = createDataLayerAnalytics({ variant, host });
    analytics.attach(adapter);
    await adapter.flush();
    expect(host.dataLayer).toEqual([
      { event: 'step', variant: 'livelo', step: 'copy-message-1' },
      { event: 'step', variant: 'livelo', step: 'copy-message-2' },
    ]);
  });
});
