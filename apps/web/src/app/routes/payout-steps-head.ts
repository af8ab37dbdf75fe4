// The later payout steps' head: the payout load, which the router starts beside a step's code (router.tsx). A
// module under routes/ like the views: a chunk loaded for those routes only, never with the first screen.
export { prefetchPayoutLoad as prefetch } from '../../features/payout/payout-load';
