// The express settings, which the router starts beside the review's and the express screen's code
// (router.tsx `prefetch`). A module under routes/ like the views: a chunk the router loads for those routes
// only, never with the first screen.
export { prefetchExpressSettings as prefetch } from '../../lib/session/express-settings';
