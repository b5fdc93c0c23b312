// Components the lead phase renders. The carousel brings swiper with it, so it loads on demand, or
// ahead of the first click (src/prefetchFirstClick.ts) so the cards render without suspending.
import { lazyComponent } from '../lazyComponent.ts';
import { declareComponent } from '../types.ts';

export const leadComponents = {
  categoryCarousel: declareComponent(
    ['ok', 'error'],
    lazyComponent(() => import('./CategoryCarousel.tsx')),
  ),
};
