// The console's one HTTP client: same-origin JSON calls to the operator API (/ops/api, cookie `shop_ops`).
// A failed answer becomes an ApiError with the contract's code and field errors (docs/back-office.md).

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The contract's error code (`invalid_credentials`, `forbidden`, …), or `network` when nothing answered. */
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(`${status} ${code}`);
  }
}

export const API_BASE = '/ops/api';

type Options = { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined> };

export function apiUrl(path: string, query?: Options['query']): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return `${API_BASE}${path}${search === '' ? '' : `?${search}`}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function failureOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : String(response.status);
  const fields: Record<string, string> = {};
  if (isRecord(body) && isRecord(body.fields)) {
    for (const [name, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[name] = value;
  }
  return new ApiError(response.status, code, fields);
}

/**
 * Asks the operator for a fresh authenticator code (the console's dialog, app/fresh-totp.tsx): resolves true once the
 * server accepted one (POST /ops/api/session/totp), false when the operator cancelled.
 */
export type FreshTotpPrompt = () => Promise<boolean>;

let freshTotpPrompt: FreshTotpPrompt | null = null;
let pendingPrompt: Promise<boolean> | null = null;

/** Registered by the signed-in layout; null when it unmounts. */
export function setFreshTotpPrompt(prompt: FreshTotpPrompt | null): void {
  freshTotpPrompt = prompt;
}

/** One dialog for calls refused at the same moment. */
function askForFreshTotp(): Promise<boolean> {
  if (freshTotpPrompt === null) return Promise.resolve(false);
  pendingPrompt ??= freshTotpPrompt().finally(() => {
    pendingPrompt = null;
  });
  return pendingPrompt;
}

/**
 * One call; resolves with the parsed JSON body (undefined for 204), rejects with an ApiError. A money action refused
 * with 403 `totp_required` (the last code is older than 15 minutes) asks for a fresh code and is repeated once.
 */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  try {
    return await call<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403 && error.code === 'totp_required')) throw error;
    if (!(await askForFreshTotp())) throw error;
    return call<T>(path, options);
  }
}

async function call<T>(path: string, options: Options): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) throw await failureOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const isUnauthenticated = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
