// What the first screen's steps (copy-message-1, copy-message-2) name, shipped with the first
// load; everything else arrives with the rest of the flow (./index.ts). createConversation checks
// these at creation, so a first-screen step naming something left out here fails on the first load.
import type { EarlyBindings } from '../engine/bindings.ts';
import { healthCheck } from '../actions/intro/healthCheck.ts';

export const firstScreenBindings = {
  actions: { healthCheck },
  guards: {},
  validators: {},
  masks: {},
  // The chat renders them from their own chunk (src/ui/MessageComponentSlot.tsx).
  components: {},
  // Their texts format no placeholder; creation would name a formatter they did.
  formatters: {},
} satisfies EarlyBindings;
