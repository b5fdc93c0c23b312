// The field messages of the real flows (flows/messages.yaml), for tests that call validators or
// the card form directly: they see the texts the visitor sees, so a copy change shows up here.
import { join } from 'node:path';
import { compileFlows } from '../../scripts/flow-compiler/compileFlows.ts';
import { messageLookup } from '../../src/engine/messageLookup.ts';
import type { MessageLookup } from '../../src/engine/types.ts';
import type { ResolvedVariant } from '../../src/contracts/content.ts';

let lookup: MessageLookup | undefined;

/** A message lookup over the compiled flows, without variant overrides; compiled on first use. */
export function messagesFromFlows(): MessageLookup {
  return (id, params) => {
    lookup ??= messageLookup(compileFlows({ root: join(import.meta.dirname, '..', '..') }).flow.messages, {} as ResolvedVariant);
    return lookup(id, params);
  };
}
