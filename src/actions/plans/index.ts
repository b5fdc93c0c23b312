// Actions of the plans phase. The plan search itself is the lead phase's searchPlans
// (proposal-plans-list-carousel-get).
import { fetchPlanDetails } from './fetchPlanDetails.ts';
import { selectPlan } from './selectPlan.ts';

export const plansActions = { selectPlan, fetchPlanDetails };
