// The payout steps' load, which the router starts beside a step's code (router.tsx `prefetch`). A module under
// routes/ like the views: a chunk the router loads for those routes only, never with the first screen.
export { prefetchPayoutLoad as prefetch } from '../../features/payout/payout-load';
