// Components the lead phase renders. The carousel brings swiper with it, so it loads on demand.
import { lazy } from 'react';

export const leadComponents = {
  categoryCarousel: lazy(() => import('./CategoryCarousel.tsx')),
};
