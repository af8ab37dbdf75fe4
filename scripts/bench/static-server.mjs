// Serves a built folder the way the shop serves its own build: brotli or gzip by Accept-Encoding (compressed once,
// at start), hashed assets immutable, index.html for every other path. Used for the bare web baseline's Lighthouse
// run, so the bare build and the shop's travel over the same simulated network in the same shape.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Starts the server on 127.0.0.1:`port`; resolves to a function that stops it. */
export async function serveStatic(dir, port) {
  const files = new Map();
  for (const file of filesOf(dir)) {
    const body = readFileSync(file);
    files.set(`/${relative(dir, file)}`, {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    });
  }
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path) ?? files.get('/index.html');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    response.setHeader('content-type', file.type);
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (encoding !== null) response.setHeader('content-encoding', encoding);
    response.end(encoding === null ? file.body : file[encoding]);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return () => new Promise((done) => server.close(done));
}
