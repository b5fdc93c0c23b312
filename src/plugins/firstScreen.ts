// The only behaviour the first screen runs (the greeting's health check): everything else the flows
// name loads with the rest of the flow (./rest.ts). tests/flows/first-screen-plugins.test.ts checks
// that the first screen's steps name nothing outside this registry.
import { healthCheck } from '../actions/intro/healthCheck.ts';
import type { Plugins } from '../engine/createConversation.ts';

export const firstScreenPlugins = {
  actions: { healthCheck },
  guards: {},
  validators: {},
} satisfies Plugins;
