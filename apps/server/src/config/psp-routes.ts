// Which payment service provider (PSP) serves which provider code (issue 23 point 3): configuration, read from
// PSP_ROUTES. Pure: parsing and matching only; the adapters live in modules/payments/psp-registry.ts.
//
// PSP_ROUTES is a comma-separated list of `pattern=psp`, first match wins, e.g.
//   PSP_ROUTES="adyen-*=adyen,paypal=paypal,paypal-cc=paypal,payout:paypal=paypal"
// A pattern is a provider code (SPEC §5 "paytypeKey") where `*` stands for any characters; payouts are routed by
// `payout:banktransfer` and `payout:paypal`. Every code no pattern matches goes to the PSP sandbox, so an unset
// PSP_ROUTES is the self-contained `npm start` of before.

/** The PSPs the shop has adapters for. `sandbox` is the project's own simulator (apps/psp-sandbox). */
export const PSP_NAMES = ['sandbox', 'adyen', 'paypal'] as const;
export type PspName = (typeof PSP_NAMES)[number];

export const DEFAULT_PSP: PspName = 'sandbox';

export interface PspRoute {
  /** As written, e.g. `adyen-*`. */
  pattern: string;
  psp: PspName;
}

/** The key a payout of this method is routed by. */
export function payoutRouteKey(method: 'banktransfer' | 'paypal'): string {
  return `payout:${method}`;
}

export function isPspName(value: string): value is PspName {
  return (PSP_NAMES as readonly string[]).includes(value);
}

const PATTERN = /^[A-Za-z0-9:*_-]+$/;

/** PSP_ROUTES as routes, or the problems with it (each a line of the start's error message). */
export function parsePspRoutes(
  text: string | undefined,
): { ok: true; routes: PspRoute[] } | { ok: false; problems: string[] } {
  const routes: PspRoute[] = [];
  const problems: string[] = [];
  if (text === undefined || text.trim() === '') return { ok: true, routes };
  for (const item of text.split(',')) {
    const entry = item.trim();
    if (entry === '') continue;
    const [pattern = '', psp, ...rest] = entry.split('=').map((part) => part.trim());
    if (psp === undefined || rest.length > 0 || !PATTERN.test(pattern)) {
      problems.push(`"${entry}" is not pattern=psp (a provider code, * for any characters)`);
    } else if (!isPspName(psp)) {
      problems.push(`"${entry}": unknown PSP "${psp}" (one of ${PSP_NAMES.join(', ')})`);
    } else routes.push({ pattern, psp });
  }
  return problems.length === 0 ? { ok: true, routes } : { ok: false, problems };
}

const matchers = new WeakMap<PspRoute, RegExp>();

function matcherOf(route: PspRoute): RegExp {
  let matcher = matchers.get(route);
  if (matcher === undefined) {
    const source = route.pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    matcher = new RegExp(`^${source}$`);
    matchers.set(route, matcher);
  }
  return matcher;
}

/** The PSP that serves a provider code (or a payout route key): the first route whose pattern matches, else the sandbox. */
export function pspForCode(routes: readonly PspRoute[], code: string): PspName {
  for (const route of routes) if (matcherOf(route).test(code)) return route.psp;
  return DEFAULT_PSP;
}

/**
 * The PSPs some code can reach: those a route names, plus the sandbox unless a catch-all `*` route comes first
 * (every unmatched code goes there).
 */
export function routedPsps(routes: readonly PspRoute[]): PspName[] {
  const catchAll = routes.find((route) => route.pattern === '*');
  const reachable = catchAll === undefined ? routes : routes.slice(0, routes.indexOf(catchAll) + 1);
  return PSP_NAMES.filter(
    (name) => (name === DEFAULT_PSP && catchAll === undefined) || reachable.some((route) => route.psp === name),
  );
}
