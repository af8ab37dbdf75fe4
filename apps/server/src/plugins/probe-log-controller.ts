// Fastify's request lines, with those of health probes at debug: a load balancer probes every few
// seconds, and at info its lines would bury the requests of players.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const PROBE_ROUTES: ReadonlySet<string> = new Set(['/health']);

const isProbe = (request: FastifyRequest) => PROBE_ROUTES.has(request.routeOptions.url ?? '');

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
