// The field messages and interface copy of the real flows (flows/messages.yaml, flows/ui.yaml), for tests that call validators or
// the card form directly: they see the texts the visitor sees, so a copy change shows up here.
import { join } from 'node:path';
import { compileFlows } from '../../scripts/compiler/compileFlows.ts';
import { messageLookup } from '../../src/engine/messageLookup.ts';
import { uiCopy, type UiCopy } from '../../src/engine/uiCopy.ts';
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

let copyTexts: Record<string, string> | undefined;

/** The interface copy of the real flows (flows/ui.yaml), with a variant's `ui` overrides if given. */
export function copyFromFlows(overrides?: Record<string, string>): UiCopy {
  return (id, ...params) => {
    copyTexts ??= compileFlows({ root: join(import.meta.dirname, '..', '..') }).flow.ui ?? {};
    return uiCopy(copyTexts, overrides)(id, ...params);
  };
}
