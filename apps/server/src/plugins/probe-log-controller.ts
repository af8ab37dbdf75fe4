// The request log (issue 27 point 2): one line per request, written when it completes — method, redacted URL,
// status, response time and the request id (`reqId`) — with health probes at debug. Fastify's default writes two
// lines per request ("incoming request" and "request completed"); at the shipped level `info` that doubled the
// logging cost of every call. The incoming line is kept at debug, where it helps to see a request that never ends.
// Neither line serialises headers or bodies (plugins/log-redaction.ts: the request serializer). A pino level that is
// off is a no-op function, so a line below the configured level costs nothing but the call.
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
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (isProbe(request)) {
      reply.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
