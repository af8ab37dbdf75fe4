// The adapter's HTTP client: the part of fetch it uses (method, headers, a string body, a signal, no redirects;
// the answer's status and text), over node:http(s) with one keep-alive agent per adapter. Global fetch (undici's
// WHATWG layer: Request, Headers, Response, streams) costs about 2.5 times the CPU per call here, and with 500
// players polling, the status checks ask the PSP about 125 times a second from the server's one thread (issue 11).
// Failures look like fetch's, so the adapter maps them the same way: a request that never connected rejects with a
// TypeError whose cause carries the socket's code, an aborted one with the signal's reason, a redirect with a
// TypeError.
import http from 'node:http';
import https from 'node:https';

/** What the adapter sends: fetch's options it uses. */
export interface PspRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  redirect?: 'error' | 'follow' | 'manual';
}

/** What the adapter reads of an answer: a fetch Response has these too, so global fetch (or a test's) fits. */
export interface PspResponse {
  readonly status: number;
  readonly ok: boolean;
  /** The answer's headers, names in lower case (node:http's; a WHATWG Response has a Headers object instead). */
  readonly headerValues?: Readonly<Record<string, string>>;
  text(): Promise<string>;
}

export type PspFetch = (url: string, init?: PspRequestInit) => Promise<PspResponse>;

export interface NodeHttpFetchOptions {
  /** An idle connection is closed after this long, before a PSP could close it under a request (Node: 5 s). */
  idleTimeoutMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): PspFetch {
  const idleTimeoutMs = options.idleTimeoutMs ?? 4000;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: idleTimeoutMs }),
    'https:': new https.Agent({ keepAlive: true, timeout: idleTimeoutMs }),
  };
  return (input, init = {}) =>
    new Promise<PspResponse>((resolve, reject) => {
      const url = new URL(input);
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
      if (client === undefined) {
        reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
        return;
      }
      const body = init.body;
      const headers = { ...init.headers };
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      let settled = false;
      const onAbort = () => {
        request.destroy();
        fail(signal?.reason);
      };
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      };
      const request = client.request(
        url,
        { method: init.method ?? 'GET', headers, agent: agents[url.protocol as 'http:' | 'https:'] },
        (incoming) => {
          const status = incoming.statusCode ?? 0;
          if (REDIRECTS.has(status) && init.redirect === 'error') {
            incoming.resume();
            fail(new TypeError('fetch failed', { cause: new Error(`unexpected redirect (${status})`) }));
            return;
          }
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error) => fail(new TypeError('fetch failed', { cause: error })));
          incoming.on('end', () => {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            const text = Buffer.concat(chunks).toString('utf8');
            // Not a Response: building one (and its Headers) costs about as much as the rest of the call.
            const headerValues: Record<string, string> = {};
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value !== undefined) headerValues[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({ status, ok: status >= 200 && status < 300, headerValues, text: () => Promise.resolve(text) });
          });
        },
      );
      request.on('error', (error) => fail(new TypeError('fetch failed', { cause: error })));
      signal?.addEventListener('abort', onAbort, { once: true });
      request.end(body);
    });
}
