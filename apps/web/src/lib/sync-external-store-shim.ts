// What `use-sync-external-store/shim` gives under React 18 and later: React's own useSyncExternalStore. The
// build puts this module in its place (vite.config.ts), so the shim's fallback for older React, which the
// shop never runs, is not in every first visit (react-i18next imports the shim; issue 11).
export { useSyncExternalStore } from 'react';
