// Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): the shim backfills
// useSyncExternalStore for React 17 and older, and @preact/signals-react imports it; React 19 has
// the hook itself, so the shim's fallback code need not ship (0.4 K gzip of the first load).
export { useSyncExternalStore } from 'react';
