// Small fixture flows and helpers for the engine tests: each test builds the few steps it needs.
import { vi } from 'vitest';
import { createConversation, type ConversationOptions } from '../../../src/engine/createConversation.ts';
import type { AnyBindingNames } from '../../../src/engine/bindings.ts';
import { formatters } from '../../../src/engine/formatters.ts';
import type { Conversation, Mask } from '../../../src/engine/types.ts';
import type { ResolvedVariant, Step } from '../../../src/contracts/content.ts';

export const FAKE_LOAD = 1000;

export const variant: ResolvedVariant = {
  name: 'test',
  campanhaId: 1,
  compraId: 2,
  empresaId: 3,
  tipo: 1,
  fakeLoad: FAKE_LOAD,
  tipoTabela: 'integral',
  navBar: true,
  linkWhatsApp: 'https://wa.me/5511999999999',
};

export type TestOptions = Partial<ConversationOptions<AnyBindingNames>>;

/** A conversation over inline steps; the first step listed is the start unless `start` is given.
 * Actions, guards and validators the steps name must be passed (creation throws otherwise); the
 * components and masks they name are stubbed, since the engine only renders their names. */
export function chatOver(steps: Record<string, Step>, options: TestOptions & { start?: string } = {}): Conversation {
  const { start = Object.keys(steps)[0], ...rest } = options;
  return createConversation<AnyBindingNames>({
    flow: { start, steps, messages: {} },
    variant,
    actions: {},
    guards: {},
    validators: {},
    formatters,
    ...displayOnly(steps),
    ...rest,
  });
}

function displayOnly(steps: Record<string, Step>): { components: Record<string, unknown>; masks: Record<string, Mask> } {
  const components: Record<string, unknown> = {};
  const masks: Record<string, Mask> = {};
  for (const step of Object.values(steps)) {
    if (step.component) components[step.component] = () => null;
    if (step.input?.mask) masks[step.input.mask] = () => ({ mask: '' });
  }
  return { components, masks };
}

/** Lets the fake clock run (typing delays, half-fakeLoad waits) and the promises settle. */
export async function wait(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** The chat as a visitor reads it: "bot: text", "user: text", "bot: [Component]". */
export function transcript(chat: Conversation): string[] {
  return chat.messages.value.map((m) => `${m.sender}: ${m.text ?? `[${m.component}]`}`);
}
