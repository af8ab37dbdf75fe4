// Serves the built SPA: hashed assets cached forever, index.html never cached and answered for every app path;
// each file as the brotli or gzip copy the web build wrote beside it when the browser accepts one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isOpsApiUrl } from './error-handler.ts';

/** Paths the SPA fallback never answers: APIs, platform pages and assets get a real 404 instead. */
const NON_APP_PREFIXES = ['/gd', '/deposit', '/platform', '/health', '/assets', '/ops'];

export function isAppPath(pathname: string): boolean {
  return !NON_APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    const assetsDir = `${path.join(webDistDir, 'assets')}${path.sep}`;
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      // file.br / file.gz from the build (apps/web/vite.config.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; the shop pages answer 503 until `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isOpsApiUrl(pathname)) return reply.status(404).header('cache-control', 'no-store').send({ code: 'not_found' });
    if (!isPageRequest || !isAppPath(pathname)) return reply.status(404).send(['not-found']);
    if (!built) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Web app not built: run npm run build');
    }
    return reply.sendFile('index.html');
  });
}
