import type { Guard } from '../../engine/types.ts';

/** The selected plan carries a campaign discount on its first instalment (set with the plan details). */
export const hasDiscount: Guard = ({ state }) => state.plan.descontoPercentual > 0;
