// Named components the flows render with `component:`. Heavy ones (carousels, card modal, QR)
// are registered with React.lazy so they stay out of the first-load bundle; the chat renders
// them inside Suspense. Component files must not import CSS, so this file loads in Node too.
import type { ComponentType } from 'react';
import { leadComponents } from './lead/index.ts';
import { plansComponents } from './plans/index.ts';
import { paymentComponents } from './payment/index.ts';
import type { ComponentName } from '../../generated/names.ts';
import type { ChatComponentProps } from './types.ts';

export type { ChatComponentProps };

export const components = {
  ...leadComponents,
  ...plansComponents,
  ...paymentComponents,
} satisfies Record<ComponentName, ComponentType<ChatComponentProps>>;
