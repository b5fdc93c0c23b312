// Actions of the plans phase. The plan search itself is the lead phase's searchPlans
// (proposal-plans-list-carousel-get); the carousel's selection is src/ui/components/plans/selectPlan.ts.
import { fetchPlanDetails } from './fetchPlanDetails.ts';

export const plansActions = { fetchPlanDetails };
