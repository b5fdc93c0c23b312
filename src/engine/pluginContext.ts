// The context handed to actions, guards and components: read the state, write it by slice, look
// up field messages and interface copy.
import type { Signal } from '@preact/signals-core';
import { initialState } from './initialState.ts';
import { getPath, setPath } from './paths.ts';
import { noAnalytics, type AnalyticsPort } from '../analytics/port.ts';
import type { ActionContext, MessageLookup, PluginContext, UiCopy } from './types.ts';
import type { ConversationState, ResolvedVariant } from '../contracts/content.ts';
import type { CalendarDay } from '../domain/calendarDay.ts';

export function pluginContext(
  state: Signal<ConversationState>,
  variant: ResolvedVariant,
  openUrl: (url: string) => void,
  analytics: AnalyticsPort | undefined,
  message: MessageLookup,
  today: () => CalendarDay,
  copy: UiCopy,
): PluginContext {
  return {
    get state() {
      return state.value;
    },
    variant,
    update(slice, patch) {
      const current = state.peek();
      state.value = { ...current, [slice]: { ...current[slice], ...patch } };
    },
    reset(keep = []) {
      const current = state.peek();
      let next = initialState();
      for (const path of keep) next = setPath(next, path, getPath(current, path));
      state.value = next;
    },
    openUrl,
    analytics: analytics ?? noAnalytics,
    message,
    today,
    copy,
  };
}

/** The context for one action run, carrying the answer that triggered it. Delegates instead of
 * spreading, so `state` stays a live getter (an action that updates then reads sees its write). */
export function actionContext(ctx: PluginContext, input?: string | number): ActionContext {
  return {
    get state() {
      return ctx.state;
    },
    variant: ctx.variant,
    update: ctx.update,
    reset: ctx.reset,
    openUrl: ctx.openUrl,
    analytics: ctx.analytics,
    message: ctx.message,
    today: ctx.today,
    resumeLastStep: ctx.resumeLastStep,
    copy: ctx.copy,
    input,
  };
}
