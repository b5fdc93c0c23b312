// What the first screen's steps (copy-message-1, copy-message-2) name, shipped with the first
// load; everything else arrives with the rest of the flow (./index.ts). createConversation checks
// these at creation, so a first-screen step naming something left out here fails on the first load.
import type { EarlyBindings } from '../engine/bindings.ts';
import { healthCheck } from '../actions/intro/healthCheck.ts';
import { components } from '../ui/components/registry.ts';

export const firstScreenBindings = {
  actions: { healthCheck },
  guards: {},
  validators: {},
  masks: {},
  // Lazy wrappers, and the chat looks them up itself: cheap to carry from the start.
  components,
} satisfies EarlyBindings;
