// Components the plans phase renders. The carousel (with Swiper) loads on demand: no visitor needs
// it before the plan search.
import { lazy } from 'react';
import { declareComponent } from '../types.ts';

export const plansComponents = {
  planCarousel: declareComponent(
    ['ok', 'simulateAgain'],
    lazy(() => import('./PlanCarousel.tsx')),
  ),
};
