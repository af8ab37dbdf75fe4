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

/** One call; resolves with the parsed JSON body (undefined for 204), rejects with an ApiError. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
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
