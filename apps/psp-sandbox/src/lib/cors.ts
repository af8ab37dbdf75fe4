// Which browser origins may call the sandbox's public endpoints (tokens) and embed its hosted fields.
import type { FastifyReply } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One of the configured shop origins when there are any (PSP_SANDBOX_SHOP_ORIGINS), else a localhost origin
 * (any port, http or https); the sandbox's own public origin always.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  publicUrl: string,
  shopOrigins: readonly string[] | null = null,
): origin is string {
  if (origin === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (origin === new URL(publicUrl).origin) return true;
  if (shopOrigins !== null) return shopOrigins.includes(origin);
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

export function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}
