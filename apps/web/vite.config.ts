// Vite builds the shop SPA; the `test` block makes this file the 'web' project of the root Vitest run.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../packages/ui/vite-precompress.ts';
import { jsdomTestProject } from '../../packages/ui/vitest-jsdom.ts';
import { routePreloads } from './vite-route-preloads.ts';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/gd', '/deposit', '/platform', '/health'];

/**
 * Shared code that later steps alone use (bank and card checks, personal data, payouts, forms, fees): kept out
 * of the first screen's chunk, so it loads with those steps. The bundle budget test notices what else grows it.
 */
const LATER_STEPS =
  /ibantools|mutationObserver|useMutation|packages[\\/]domain[\\/]src[\\/](personal|payout|card|bank|bank-format|amount-input|fees|errors|after-pay|money)[\\/]|payout-draft|subscription-details|express-settings|error-summary|submit-handler|sepa-account-fields|select-field|text-field|field-error|field\.module\.css|bank-fields|amount-field|contact-support-button|use-field-validation|use-grouped-input|use-reload-redirect|purchase-session|platform-pages|contract-checks[\\/]later/;

/**
 * The footer's dialogs (customer support, the legal texts), the reading dialog they both are and the modal they share
 * with later steps' dialogs: they load when a player first opens one (components/layout/footer-dialogs.tsx), not with
 * the first screen.
 */
const ON_ACTION =
  /components[\\/](layout[\\/](footer-dialogs|support-modal|legal-modal)|ui[\\/](reading-)?modal)\b|use-focus-trap|lib[\\/]legal-text/;

const PROVIDER_SCREEN_SHARED =
  /features[\\/]provider[\\/]components[\\/](provider-screen|provider-continue|provider-mark)\b/;

/** Modules of the shared `app` chunk: libraries and shared code but the views (routes, features) and texts. */
function isFirstScreenShared(id: string): boolean {
  if (/\.json|[\\/]locales[\\/]/.test(id) || LATER_STEPS.test(id) || ON_ACTION.test(id)) return false;
  return /node_modules|[\\/]src[\\/](lib|components|config|hooks|styles|app[\\/](?!routes))|[\\/]packages[\\/]domain/.test(
    id,
  );
}

/**
 * Short class names for CSS Modules in a production build (`c` and five base-36 characters from the file and the
 * class): the default `_secondaryLabel_1eqpi_96` is written once in the style sheet and again in the script's
 * class map, and both are on every first visit (issue 11). Derived from the file's path inside the app and the
 * class, so a build gives the same names on every machine; a clash of two names stops the build.
 */
function shortClassNames(): (local: string, file: string) => string {
  const owners = new Map<string, string>();
  return (local, file) => {
    const owner = `${path.relative(import.meta.dirname, file.split('?')[0] ?? file)}:${local}`;
    const name = `c${Number.parseInt(createHash('sha256').update(owner).digest('hex').slice(0, 10), 16).toString(36).slice(0, 5)}`;
    const known = owners.get(name);
    if (known !== undefined && known !== owner) throw new Error(`CSS class names clash: ${known} and ${owner}`);
    owners.set(name, owner);
    return name;
  };
}

/**
 * React Router's production build. The package's exports name only its development build, which keeps the
 * router's development warnings (their messages are in what players download: 0.45 KB gzip on every first visit,
 * issue 11); the production build beside it is the same code with those warnings off.
 */
const reactRouterDevelopment = createRequire(import.meta.url).resolve('react-router');
const reactRouterProduction = reactRouterDevelopment.replace(
  /([\\/])development[\\/]index\.m?js$/,
  '$1production$1index.mjs',
);
if (reactRouterProduction === reactRouterDevelopment)
  throw new Error(`No production build beside ${reactRouterDevelopment}`);

export default defineConfig(({ command }) => ({
  plugins: [react(), routePreloads(), precompress()],
  // A JSON module exports its whole value only: a locale file a page loads (src/locales/<lang>/<file>.json, through
  // import()) would otherwise also export each section by name, all kept since import() returns every export
  // (50 B gzip more on the first screen's texts). Every JSON import of the app takes the default export.
  json: { namedExports: false },
  // Readable class names while developing; short ones in what players download.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: path.join(import.meta.dirname, 'src/lib/sync-external-store-shim.ts'),
            },
          ],
        }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No modulepreload polyfill (0.35 KB gzip, issue 11): every browser the build targets but Safari before 17
    // preloads modules itself, and there the chunks still load, one round trip later. Without it the entry module
    // is the `app` chunk's, so index.html loads that chunk first-hand (one request fewer); Vite's manifest then names
    // no entry, and scripts/bench/web-weight.mjs takes index.html's scripts as the entry.
    modulePreload: {
      polyfill: false,
      // index.html loads rolldown's runtime before anything else: a lazy chunk's preload list need not name it (it
      // was in two lists of three, in every first visit's code).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !/(^|\/)rolldown-runtime-/.test(dep)),
    },
    // dist/.vite/manifest.json: the chunk graph the bundle budget test and `npm run bench` measure.
    manifest: true,
    rolldownOptions: {
      output: {
        // The lazy chunks and style sheets are named by their hash alone: the shared chunk names every chunk it may
        // load (the preload list and each import()), so their names were 2.5 KB of every first visit's code and hashes
        // do not compress (0.5 KB gzip, issue 11). Seven characters (42 bits) still give every content a name of its
        // own, which is all the server's immutable caching of assets/ relies on; rolldown needs 7 for this many
        // chunks and stops the build if they outgrow it. dist/.vite/manifest.json names each file's source.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // The first screen's shared code (libraries, lib/, components/, config/, hooks/, the domain) in one chunk:
        // a first visit fetches about a dozen files instead of about fifty, and each request costs a round trip
        // on a slow connection (issue 11: LCP); one file also compresses better than fifty.
        // No zod in the browser (issue 11): every answer is checked by lib/contract-checks.
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => isFirstScreenShared(id) },
            // A field's error, the error summary (which the review shows without the form fields) and the forms'
            // submit handler, money and IBAN formatting and the modal: small modules the later steps share (review, the payout steps, the
            // provider forms), in one chunk rather than four, not in the next groups' (which would take them in as
            // their modules' dependencies). Every file is a request of its own, and on HTTP/1.1's six connections
            // the review's twenty files queued (issue 11: its LCP, 2.7 s).
            {
              name: 'field-error',
              test: /(field-error|error-summary)\.tsx$|submit-handler\.ts$|domain[\\/]src[\\/](money|bank-format)[\\/]|components[\\/]ui[\\/]modal\b|use-focus-trap/,
            },
            // The route after pay goes with the purchase session, and with what else the review needs beside its own
            // modules: the express settings (its head starts them), the card and address checks and the mutation
            // hook. The review, express and processing steps use most of it: one request rather than six.
            {
              name: 'purchase-session',
              test: /lib[\\/]purchase-session|domain[\\/]src[\\/](after-pay|card)[\\/]|lib[\\/]session[\\/]express-settings|contract-checks[\\/]later[\\/](express|address)\b|useMutation|mutationObserver/,
            },
            // The blockers' and errors' codes and the contact-support button: the payout start and the error page
            // show both; one request rather than two.
            { name: 'errors', test: /domain[\\/]src[\\/]errors[\\/]|contact-support-button/ },
            // The form fields the later steps' forms share (payout data, personal data, the provider forms): one
            // chunk, not four of half a kilobyte (each file costs a request and compresses alone). Before the bank
            // group, which would take the ui package's text field in as a dependency of its bank fields.
            { name: 'form-fields', test: /(text-field|select-field|use-field-validation|use-grouped-input)\.tsx?$/ },
            // The IBAN registry (ibantools), the bank checks and the bank account's fields: the payout start, the
            // direct-debit and iDEAL forms load them, the provider screen without those forms does not; a chunk of their own, not in the next
            // group's (which would take them in as its modules' dependency).
            { name: 'bank', test: /ibantools|domain[\\/]src[\\/]bank[\\/]|(bank-fields|sepa-account-fields)\.tsx$/ },
            // What the payout steps share (their load, model and parts, the payout draft and rules): one chunk
            // rather than five, each a request of its own (issue 11: the payout start's LCP).
            {
              name: 'payout-shared',
              test: /features[\\/]payout[\\/](payout-load|payout-model|payout-token|error-report|api[\\/]payout-info|hooks[\\/]use-payout-(view|money)|components[\\/]payout(-parts\.tsx|\.module\.css))|lib[\\/]payout-draft|domain[\\/]src[\\/]payout[\\/]|contract-checks[\\/]later[\\/]payout/,
            },
            // The provider details' check is the review's too: a chunk of its own, not in the provider screen's
            // (which the next group would take it into, as a dependency of its modules).
            { name: 'provider-checks', test: /contract-checks[\\/]later[\\/]provider/ },
            // What the provider screen shares with the forms it loads for some providers only: in the screen's
            // chunk, which is always there first, not in small chunks of their own (two requests fewer).
            { name: 'provider-screen', test: (id: string) => PROVIDER_SCREEN_SHARED.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  test: jsdomTestProject('web', import.meta.dirname),
}));
