// The adapter's HTTP client: the part of fetch it uses (method, headers, a string body, a signal, no redirects),
// over node:http(s) with one keep-alive agent per adapter. Global fetch (undici's WHATWG layer) costs three to four
// times the CPU per call here: with 500 players polling, the status checks ask the PSP about 125 times a second
// from the server's one thread (issue 11). Failures look like fetch's, so the adapter maps them the same way: a
// request that never connected rejects with a TypeError whose cause carries the socket's code, an aborted one with
// the signal's reason, a redirect with a TypeError.
import http from 'node:http';
import https from 'node:https';

export interface NodeHttpFetchOptions {
  /** An idle connection is closed after this long, before a PSP could close it under a request (Node: 5 s). */
  idleTimeoutMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses a Response may not carry a body with. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return headers as Record<string, string>;
}

function responseHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): typeof fetch {
  const idleTimeoutMs = options.idleTimeoutMs ?? 4000;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: idleTimeoutMs }),
    'https:': new https.Agent({ keepAlive: true, timeout: idleTimeoutMs }),
  };
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
      if (client === undefined) {
        reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
        return;
      }
      const body = init.body ?? undefined;
      if (body !== undefined && typeof body !== 'string') {
        reject(new TypeError('only string bodies are sent'));
        return;
      }
      const headers = headerRecord(init.headers);
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
            resolve(
              new Response(NULL_BODY.has(status) ? null : text, {
                status,
                statusText: incoming.statusMessage ?? '',
                headers: responseHeaders(incoming.headers),
              }),
            );
          });
        },
      );
      request.on('error', (error) => fail(new TypeError('fetch failed', { cause: error })));
      signal?.addEventListener('abort', onAbort, { once: true });
      request.end(body);
    });
}
