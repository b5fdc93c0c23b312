// Components the lead phase renders. The carousel brings swiper with it, so it loads on demand.
import { lazy } from 'react';
import { declareOutcomes } from '../../../engine/outcomes.ts';

export const leadComponents = {
  categoryCarousel: declareOutcomes(['ok', 'error'], lazy(() => import('./CategoryCarousel.tsx'))),
};
