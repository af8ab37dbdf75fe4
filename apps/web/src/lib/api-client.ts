// The one HTTP client of the shop: same-origin fetch, bearer token when given, and every answer
// parsed with a contract schema. Failures become an ApiError that names what went wrong.

/** The part of a zod schema the client needs; keeps zod itself out of this module. */
export type Parser<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** A 2xx answer whose body is not JSON (SPEC §7: no-data). */
  | 'no-data'
  /** JSON that does not match the contract. */
  | 'invalid'
  /** No answer at all (offline, connection refused). */
  | 'network'
  /** The request was aborted (time-out or navigation). */
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The SPEC §8 code the answer names (first item of a JSON list, plain text, or the status). */
    readonly code: string,
    /** The parsed JSON body of a failed answer, when it had one. */
    readonly body: unknown = undefined,
  ) {
    super(`${kind} ${status} ${code}`);
  }
}

/** A call that needs the deposit token: without one it fails as a refused token does (401 not-authenticated). */
export function requireToken(token: string | undefined): string {
  if (token === undefined) throw new ApiError('http', 401, 'not-authenticated');
  return token;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'HEAD';
  query?: Record<string, string | number>;
  token?: string | undefined;
  /** Extra request headers, e.g. the Idempotency-Key of a pay attempt. */
  headers?: Record<string, string> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
};

function urlFor(path: string, query: RequestOptions['query']): string {
  if (query === undefined) return path;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${search.toString()}`;
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  } catch (error) {
    if (options.signal?.aborted === true) throw new ApiError('aborted', 0, 'aborted');
    throw new ApiError('network', 0, 'network', error);
  }
}

async function readBody(response: Response): Promise<{ json: true; value: unknown } | { json: false; text: string }> {
  const text = await response.text();
  if (!isJson(response)) return { json: false, text };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, text };
  }
}

function codeOf(body: unknown, status: number): string {
  if (Array.isArray(body) && typeof body[0] === 'string' && body[0] !== '') return body[0];
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
  return String(status);
}

async function failure(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (body.json) return new ApiError('http', response.status, codeOf(body.value, response.status), body.value);
  const text = body.text.trim();
  const plainCode = text !== '' && !text.startsWith('<') && text.length <= 80 ? text : String(response.status);
  return new ApiError('http', response.status, plainCode);
}

/**
 * A JSON call whose answer must match `parser`. The parser may still be loading (a lazily
 * imported contract): the request does not wait for it.
 */
export async function requestJson<T>(
  path: string,
  parser: Parser<T> | Promise<Parser<T>>,
  options: RequestOptions = {},
): Promise<T> {
  const parserReady = Promise.resolve(parser);
  // A failed import must not become an unhandled rejection while the request is under way.
  parserReady.catch(() => undefined);
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  const body = await readBody(response);
  if (!body.json) throw new ApiError('no-data', response.status, 'no-data');
  const parsed = (await parserReady).safeParse(body.value);
  if (!parsed.success) throw new ApiError('invalid', response.status, 'no-data', body.value);
  return parsed.data;
}

/** A call whose answer is plain text (the bearer token). */
export async function requestText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response);
  return (await response.text()).trim();
}
