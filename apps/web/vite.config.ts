// Vite builds the shop SPA; the `test` block makes this file the 'web' project of the root Vitest run.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress.ts';

const API_TARGET = process.env.SHOP_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/gd', '/deposit', '/platform', '/health'];

/**
 * The texts of the first screen (`/` and the shell around every page): a first visit loads only these; the
 * rest of the language loads with the code of any other page (src/lib/i18n.ts). A key path names a whole
 * section or one text or group inside it.
 */
export const FIRST_SCREEN_TEXTS = [
  'common',
  'pageTitle',
  'shell',
  'footer',
  'support',
  'banner',
  'breadcrumbs',
  'amount',
  'help.link',
  'subscription.title',
  'subscription.loading',
  'subscription.legend',
  'subscription.header',
  'errors.boundary',
];

type Texts = { [key: string]: string | Texts };

/** Splits a locale file's texts into the first screen's and the rest, keeping the nesting. */
export function splitTexts(texts: Texts, firstPaths: readonly string[]): { first: Texts; rest: Texts } {
  const rest: Texts = structuredClone(texts);
  const first: Texts = {};
  for (const keyPath of firstPaths) {
    const parts = keyPath.split('.');
    const last = parts.pop() ?? '';
    let from: Texts | string | undefined = rest;
    let to = first;
    for (const part of parts) {
      from = typeof from === 'object' ? from[part] : undefined;
      if (typeof to[part] !== 'object') to[part] = {};
      to = to[part] as Texts;
    }
    if (typeof from !== 'object' || from[last] === undefined) continue;
    to[last] = from[last];
    delete from[last];
  }
  return { first, rest };
}

/** `locales/xx.json?first` and `?rest`: the two parts of a language's texts, as modules exporting them. */
function localeParts(): Plugin {
  return {
    name: 'shop:locale-parts',
    enforce: 'pre',
    async load(id) {
      const match = /^(.*\/locales\/[\w-]+\.json)\?(first|rest)$/.exec(id);
      if (match === null) return null;
      const [, file = '', part] = match;
      this.addWatchFile(file);
      const parts = splitTexts(JSON.parse(await readFile(file, 'utf8')), FIRST_SCREEN_TEXTS);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part === 'first' ? parts.first : parts.rest))});`;
    },
  };
}

/**
 * Shared code that later steps alone use (bank and card checks, personal data, payouts, forms, fees): kept out
 * of the first screen's chunk, so it loads with those steps. The bundle budget test notices what else grows it.
 */
const LATER_STEPS =
  /ibantools|html-parse-stringify|Trans(WithoutContext)?\.js|mutationObserver|useMutation|packages[\\/]domain[\\/]src[\\/](personal|payout|card|bank|bank-format|amount-input|fees|errors)[\\/]|payout-draft|subscription-details|express-settings|error-summary|select-field|text-field|field-error|field\.module\.css|contact-support-button|use-field-validation|use-grouped-input|use-reload-redirect|purchase-session|contract-checks[\\/]later/;

/** Modules of the shared `app` chunk: libraries and shared code but the views (routes, features) and texts. */
function isFirstScreenShared(id: string): boolean {
  if (/\.json|[\\/]locales[\\/]/.test(id) || LATER_STEPS.test(id)) return false;
  return /node_modules|[\\/]src[\\/](lib|components|config|hooks|app[\\/](?!routes))|[\\/]packages[\\/]domain/.test(id);
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

export default defineConfig(({ command }) => ({
  plugins: [react(), localeParts(), precompress()],
  // Readable class names while developing; short ones in what players download.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget test and `npm run bench` measure.
    manifest: true,
    rolldownOptions: {
      output: {
        // The first screen's shared code (libraries, lib/, components/, config/, hooks/, the domain) in one chunk:
        // a first visit fetches about a dozen files instead of about fifty, and each request costs a round trip
        // on a slow connection (issue 11: LCP); one file also compresses better than fifty.
        // No zod in the browser (issue 11): every answer is checked by lib/contract-checks.
        codeSplitting: {
          groups: [{ name: 'app', test: (id: string) => isFirstScreenShared(id) }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen test renders lazy routes and types like a player: seconds on a 2-core machine busy with other
    // suites. Tests await their conditions; this bound (and asyncUtilTimeout in setup.ts) only stops a hang.
    testTimeout: 60_000,
  },
}));
