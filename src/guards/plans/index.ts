// Guards of the plans phase.
import { canChangePlanType, canSwitchToHalfPay, canSwitchToIntegral } from './canChangePlanType.ts';
import { hasDiscount } from './hasDiscount.ts';
import { paysLessUntilContemplation } from './paysLessUntilContemplation.ts';

export const plansGuards = { hasDiscount, canChangePlanType, canSwitchToHalfPay, canSwitchToIntegral, paysLessUntilContemplation };
