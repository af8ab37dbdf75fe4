// Which browser origins may call the sandbox's public endpoints (tokens) and embed its hosted fields.
import type { FastifyReply } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A localhost origin (any port, http or https) or the sandbox's own public origin. */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): origin is string {
  if (origin === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (origin === new URL(publicUrl).origin) return true;
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

export function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}
