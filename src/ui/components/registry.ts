// Named components the flows render with `component:`. Heavy ones (carousels, card modal, QR)
// are registered with React.lazy so they stay out of the first-load bundle; the chat renders
// them inside Suspense. Component files must not import CSS, so this file loads in Node too.
import { leadComponents } from './lead/index.ts';
import { plansComponents } from './plans/index.ts';
import { paymentComponents } from './payment/index.ts';
import type { Declared, ExpectNone, UnreturnableOnKeys } from '../../engine/outcomes.ts';
import type { ComponentName, ComponentOnKeys } from '../../generated/names.ts';
import type { AnyChatComponent, ChatComponentProps } from './types.ts';

export type { ChatComponentProps };

export const components = {
  ...leadComponents,
  ...plansComponents,
  ...paymentComponents,
} satisfies Record<ComponentName, AnyChatComponent & Declared<string>>;

/** Fails tsc with "<component> cannot return <outcome>" for an `on:` key the component does not declare. */
export type EveryOnKeyReturnable = ExpectNone<UnreturnableOnKeys<typeof components, ComponentOnKeys>>;
