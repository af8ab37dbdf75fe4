// Fastify's request lines, with those of health probes at debug: a load balancer probes every few
// seconds, and at info its lines would bury the requests of players.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const PROBE_ROUTES: ReadonlySet<string> = new Set(['/health']);
const PROBE_PATH_PARTS = [...PROBE_ROUTES];

/**
 * Whether the request was routed to a probe. `request.routeOptions` builds a new frozen object on every read, and
 * this runs twice per request (issue 11): a path that names no probe (without `%`, no encoded form of one) cannot
 * have been routed to one, so only the rest asks the router's answer.
 */
const isProbe = (request: FastifyRequest) => {
  const url = request.url;
  if (!url.includes('%') && !PROBE_PATH_PARTS.some((part) => url.includes(part))) return false;
  return PROBE_ROUTES.has(request.routeOptions.url ?? '');
};

export class ProbeLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isProbe(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isProbe(request) && !error)
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply, metadata);
  }
}
