// Components the plans phase renders. The carousel (with Swiper) loads on demand: no visitor needs
// it before the plan search.
import { lazy } from 'react';
import { declareOutcomes } from '../../../engine/outcomes.ts';

export const plansComponents = {
  planCarousel: declareOutcomes(['ok', 'simulateAgain'], lazy(() => import('./PlanCarousel.tsx'))),
};
