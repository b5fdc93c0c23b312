// Analytics code the first screen does not need, in one lazy chunk loaded when the browser is idle
// (src/main.tsx): the data-layer adapter and the tag-manager loader.
export { createDataLayerAnalytics } from './createDataLayerAnalytics.ts';
export { loadTagManager } from './loadTagManager.ts';
