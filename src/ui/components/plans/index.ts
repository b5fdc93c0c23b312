// Components the plans phase renders. The carousel (with Swiper) loads on demand: no visitor needs
// it before the plan search.
import { lazy } from 'react';

export const plansComponents = {
  planCarousel: lazy(() => import('./PlanCarousel.tsx')),
};
