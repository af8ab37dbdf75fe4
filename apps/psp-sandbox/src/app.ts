// buildApp(config): the PSP sandbox's HTTP server without listening. For now only its health route.
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxConfig } from './config/env.ts';

export async function buildApp(config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: ['req.headers.authorization'], censor: '[redacted]' } },
  });
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(['not-found']));
  return app;
}
