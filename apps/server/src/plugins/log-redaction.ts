// What the request log never shows (issue 22 point 5): credentials in headers (REDACTED_LOG_PATHS) and secrets in
// URLs. One rule for every query parameter that can carry a secret, by its name: the saver package's confirmation
// `token`, and any token, password, secret, signature or key a link or a PSP's return might bring (PayPal returns
// with `token`, Adyen with `redirectResult`, OAuth with `code`). A URL inside a parameter (the login page's
// `redirect`) is redacted by the same rule. Identifiers that grant nothing without a credential (`tid`,
// `pspReference`, `userId`) stay: support finds a request by them.
import type { FastifyRequest } from 'fastify';

/** Headers that carry credentials never reach the logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export const REDACTED = '[redacted]';

const SECRET_QUERY_PARAMETER =
  /token|passw(or)?d|secret|signature|credential|api[-_]?key|^(sig|key|code|otp|redirectresult|payload)$/i;

/** Whether a query parameter of this name carries a secret. */
export function isSecretQueryParameter(name: string): boolean {
  return SECRET_QUERY_PARAMETER.test(name);
}

function decoded(text: string): string {
  // Nothing to decode (the usual case: `currencyType`, `REAL`): decodeURIComponent would give the text back.
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** How deep URLs inside parameters are followed (a redirect to a redirect …). */
const MAX_NESTING = 3;

/** The URL (path and query, or absolute) with the value of every secret-bearing query parameter replaced. */
export function redactUrl(url: string, nesting = 0): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const name = pair.slice(0, separator);
      if (isSecretQueryParameter(decoded(name))) return `${name}=${REDACTED}`;
      const value = decoded(pair.slice(separator + 1));
      if (nesting >= MAX_NESTING || !value.includes('?')) return pair;
      const inner = redactUrl(value, nesting + 1);
      return inner === value ? pair : `${name}=${encodeURIComponent(inner)}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${redacted}${end < 0 ? '' : url.slice(end)}`;
}

interface RequestLogFields {
  [key: string]: unknown;
  method: string;
  url: string;
  version?: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
}

/**
 * Fastify's request serializer (the same fields, in its order) with the URL redacted: every request line of the log.
 * Optional fields are set in place rather than spread from objects made for the purpose (a line per request).
 */
export function serializeRequestForLog(request: FastifyRequest): RequestLogFields {
  const fields: RequestLogFields = { method: request.method, url: redactUrl(request.url) };
  const version = request.headers['accept-version'];
  if (typeof version === 'string') fields.version = version;
  fields.host = request.host;
  fields.remoteAddress = request.ip;
  const remotePort = request.socket?.remotePort;
  if (remotePort !== undefined) fields.remotePort = remotePort;
  return fields;
}
