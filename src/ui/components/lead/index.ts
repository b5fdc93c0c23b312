// Components the lead phase renders. The carousel brings swiper with it, so it loads on demand, or
// ahead of the first click (src/prefetchFirstClick.ts) so the cards render without suspending.
import { declareOutcomes } from '../../../engine/outcomes.ts';
import { lazyComponent } from '../lazyComponent.ts';

export const leadComponents = {
  categoryCarousel: declareOutcomes(['ok', 'error'], lazyComponent(() => import('./CategoryCarousel.tsx'))),
};
