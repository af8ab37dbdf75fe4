import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/fake-psp.ts';
import { createNodeHttpFetch } from './node-http-fetch.ts';

// The adapter's client answers and fails as fetch does, so the adapter's error mapping stays the same.
describe('createNodeHttpFetch', () => {
  let server: Server;
  let base: string;
  const seen: {
    method: string | undefined;
    url: string | undefined;
    body: string;
    headers: Record<string, unknown>;
  }[] = [];
  const client = createNodeHttpFetch();

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, body, headers: request.headers });
        if (request.url === '/moved') {
          response.writeHead(302, { location: '/elsewhere' }).end();
        } else if (request.url === '/nothing') {
          response.writeHead(204).end();
        } else if (request.url === '/held') {
          // Never answers: the caller's signal ends it.
        } else {
          response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends method, headers and body, and answers status and text; connections are kept alive', async () => {
    const first = await client(`${base}/payments`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"amount":1200}',
    });
    expect(first.status).toBe(201);
    expect(first.ok).toBe(true);
    expect(JSON.parse(await first.text())).toEqual({ echo: '{"amount":1200}' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer k' } });
    const empty = await client(`${base}/nothing`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    expect(seen.at(-1)?.headers.connection).toBe('keep-alive');
  });

  it('refuses a redirect when told to, as fetch does', async () => {
    await expect(client(`${base}/moved`, { redirect: 'error' })).rejects.toThrow(TypeError);
  });

  it('rejects with the socket code as cause when nothing listens, and with the reason when aborted', async () => {
    const refused = await client(`http://127.0.0.1:${await closedPort()}/`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect(((refused as Error).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');

    const controller = new AbortController();
    const held = client(`${base}/held`, { signal: controller.signal }).catch((error: unknown) => error);
    // Aborted once the request is at the server, as a PSP time-out is.
    await new Promise<void>((resolve) => {
      const check = () => (seen.some((request) => request.url === '/held') ? resolve() : setImmediate(check));
      check();
    });
    controller.abort(new DOMException('PSP time-out', 'TimeoutError'));
    expect(((await held) as Error).name).toBe('TimeoutError');
    const aborted = new AbortController();
    aborted.abort(new DOMException('gone', 'AbortError'));
    await expect(client(`${base}/payments`, { signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
