// createConversation checks, once, that everything the flow names was given: a test passing a
// few fakes fails at creation with the whole list, not mid-conversation with "unknown action".
import { describe, expect, it, vi } from 'vitest';
import { compileFlows } from '../../../scripts/compiler/compileFlows.ts';
import { createConversation } from '../../../src/engine/createConversation.ts';
import { MissingBindingsError } from '../../../src/engine/bindings.ts';
import type { Step } from '../../../src/contracts/content.ts';
import { realBindings } from '../realBindings.ts';
import { chatOver, variant } from './fixtures.ts';

const steps: Record<string, Step> = {
  ask: { input: { field: 'lead.email', mask: 'email', validate: ['required', 'email'], action: 'checkEmail' }, next: 'plans' },
  plans: { component: 'planCarousel', on: { ok: 'pay' } },
  pay: { options: [{ label: 'PIX', when: 'pixOffered', action: 'generatePix', next: [{ when: 'hasDiscount', to: 'ask' }, { to: 'ask' }] }] },
};

describe('creating a conversation', () => {
  it('throws one error listing every action, guard, validator, mask and component not given', () => {
    let thrown: unknown;
    try {
      chatOver(steps, { validators: { required: () => ({ ok: true }) }, components: {}, masks: {} });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingBindingsError);
    expect((thrown as Error).message).toBe(
      [
        'the flow names 7 binding(s) the conversation was not given:',
        '  action "checkEmail" (step "ask")',
        '  mask "email" (step "ask")',
        '  validator "email" (step "ask")',
        '  component "planCarousel" (step "plans")',
        '  action "generatePix" (step "pay")',
        '  guard "pixOffered" (step "pay")',
        '  guard "hasDiscount" (step "pay")',
      ].join('\n'),
    );
  });

  it('names a formatter a text uses, as the variant says it, when the registry given lacks it (the first load carries none)', () => {
    const greeting = { hello: { say: 'Olá, {lead.nome|firstName}!', end: true } } satisfies Record<string, Step>;
    expect(() => chatOver(greeting, { formatters: {} })).toThrow('formatter "firstName" (step "hello")');
    expect(() => chatOver(greeting, { formatters: { firstName: (v) => String(v) } })).not.toThrow();
    const partner = { ...variant, texts: { hello: 'Só hoje: {plan.descontoPercentual|wholePercent} de desconto' } };
    expect(() => chatOver(greeting, { variant: partner, formatters: { firstName: (v) => String(v) } })).toThrow('formatter "wholePercent" (step "hello")');
  });

  it('with the real flows, throws unless the real registries are all given', () => {
    const { flow, variants } = compileFlows({ root: process.cwd() });
    const { components: _left, ...withoutComponents } = realBindings;
    expect(() => createConversation({ flow, variant: variants.main, ...realBindings })).not.toThrow();
    // @ts-expect-error a registry left out also fails tsc
    expect(() => createConversation({ flow, variant: variants.main, ...withoutComponents })).toThrow(/component "categoryCarousel"/);
  });
});

describe('problems the conversation survives', () => {
  it('go to onError with kind, step and name, and to the console by default', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const flow: Record<string, Step> = { a: { action: 'boom', on: { error: 'b' } }, b: { say: 'Ops.', end: true } };
    const boom = new Error('503');
    const actions = { boom: () => Promise.reject(boom) };
    const chat = chatOver(flow, { actions, onError });
    void chat.start();
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledExactlyOnceWith({ kind: 'action-failed', step: 'a', name: 'boom', message: 'action "boom" failed', cause: boom });
    expect(chat.currentStep.value).toBe('b');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    void chatOver(flow, { actions }).start();
    await vi.runAllTimersAsync();
    expect(logged).toHaveBeenCalledWith('[engine] action "boom" failed (step "a")', boom);
    vi.useRealTimers();
    logged.mockRestore();
  });
});
