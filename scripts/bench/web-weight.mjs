// First-visit weight of the built web app, per route, from Vite's manifest: the entry with its static
// imports and CSS, the route's lazy module with its own, every non-route dynamic import reachable from
// those (contracts loaded while the screen starts) but the code a player's action loads (ON_ACTION), and
// the default language's texts they load (the first screen's part from the entry, the page's part from its
// route module). Deterministic: the same
// build gives the same bytes on every machine, so the budget test and `npm run bench` share it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The main routes of SPEC §2, the lazy module each loads and, for some, its head: the small module the router
 * loads beside it to start the page's data and texts early (apps/web/src/app/router.tsx).
 */
export const MAIN_ROUTES = [
  { path: '/', module: 'src/app/routes/amount.tsx' },
  {
    path: '/provider/:paytypeKey',
    module: 'src/app/routes/provider.tsx',
    head: 'src/app/routes/provider-head.ts',
    // The chosen provider's form or its limit notice, only for a provider that needs one: one of these loads,
    // or none (PayPal, bank transfer).
    variants: [
      'src/features/provider/components/card-panel.tsx',
      // Adyen's card fields bridge: only a card code routed to Adyen loads it, with the card form it imports.
      'src/features/provider/adyen-card-fields.ts',
      'src/features/provider/components/elv-panel.tsx',
      'src/features/provider/components/ideal-form.tsx',
      'src/features/provider/components/limit-exceeded.tsx',
    ],
  },
  { path: '/personal', module: 'src/app/routes/personal.tsx' },
  { path: '/review', module: 'src/app/routes/review.tsx', head: 'src/app/routes/review-head.ts' },
  { path: '/processing', module: 'src/app/routes/processing.tsx' },
  { path: '/end', module: 'src/app/routes/end.tsx' },
  { path: '/subscription', module: 'src/app/routes/subscription.tsx' },
  { path: '/express', module: 'src/app/routes/express.tsx', head: 'src/app/routes/express-head.ts' },
  { path: '/payout', module: 'src/app/routes/payout.tsx', head: 'src/app/routes/payout-head.ts' },
  {
    path: '/payout/data',
    module: 'src/app/routes/payout-data.tsx',
    head: 'src/app/routes/payout-steps-head.ts',
  },
  {
    path: '/payout/summary',
    module: 'src/app/routes/payout-summary.tsx',
    head: 'src/app/routes/payout-steps-head.ts',
  },
  { path: '/error', module: 'src/app/routes/error.tsx' },
  { path: '/help', module: 'src/app/routes/help.tsx' },
];

/**
 * Code a page loads only on a player's action, never on a visit alone: the footer's dialogs load when the player
 * opens customer support or a legal text (apps/web/src/components/layout/footer.tsx). Not counted in a first
 * visit; e2e/tests/first-visit-files.spec.ts checks that a first visit to `/` loads nothing but what is counted.
 */
export const ON_ACTION = ['src/components/layout/footer-dialogs.tsx'];

/** A locale file of the default language (apps/web/src/locales/en/<file>.json), which a page loads as its texts. */
const isDefaultLanguageTexts = (key) => key.startsWith('src/locales/en/');
const isRouteOrLocale = (key) => key.startsWith('src/app/routes/') || key.startsWith('src/locales/');

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function brotliSize(buffer) {
  return brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length;
}

/**
 * Vite's manifest of a build. When the entry module is in a shared chunk (the shop's `app` chunk,
 * apps/web/vite.config.ts) the manifest names no entry; then the chunks index.html loads are marked as entries.
 */
export function readManifest(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  if (!Object.values(manifest).some((chunk) => chunk.isEntry)) {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
    for (const chunk of Object.values(manifest)) if (scripts.includes(chunk.file)) chunk.isEntry = true;
  }
  return manifest;
}

/**
 * The files (JS and CSS, relative to distDir) a first visit can load without navigating: the entry, the
 * route's module when given, and the parts of the default language's texts they load. A route's variants are
 * code it loads for some pages only (one of them at a time): `variant` names the one to count, the others
 * are left out.
 */
export function firstLoadFiles(manifest, routeModule, variants = [], variant = undefined) {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length === 0) throw new Error('the manifest has no entry');
  const routeModules = routeModule === undefined ? [] : [routeModule].flat();
  for (const key of routeModules) if (manifest[key] === undefined) throw new Error(`the manifest has no ${key}`);
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? [])
      if (
        (!isRouteOrLocale(imported) || isDefaultLanguageTexts(imported)) &&
        !variants.includes(imported) &&
        !ON_ACTION.includes(imported)
      )
        visit(imported);
  };
  for (const key of entryKeys) visit(key);
  for (const key of routeModules) visit(key);
  if (variant !== undefined) visit(variant);
  return [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css')).sort();
}

function sizeOf(distDir, file) {
  const buffer = readFileSync(join(distDir, file));
  return { raw: buffer.length, gzip: gzipSize(buffer), brotli: brotliSize(buffer) };
}

/** Raw, gzip and brotli bytes of `files` together. */
export function measureFiles(distDir, files, sizes = new Map()) {
  const total = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let size = sizes.get(file);
    if (size === undefined) {
      size = sizeOf(distDir, file);
      sizes.set(file, size);
    }
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * Raw, gzip and brotli bytes of each main route's first visit; for a route with variants, of its heaviest
 * (`variant` names it).
 */
export function measureRoutes(distDir, routes = MAIN_ROUTES) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  return routes.map(({ path, module, head, variants = [] }) => {
    const modules = head === undefined ? module : [module, head];
    const measured = [undefined, ...variants].map((variant) => ({
      ...(variant === undefined ? {} : { variant }),
      ...measureFiles(distDir, firstLoadFiles(manifest, modules, variants, variant), sizes),
    }));
    const heaviest = measured.reduce((most, each) => (each.gzip > most.gzip ? each : most));
    return { path, ...heaviest };
  });
}
