// Secrets in URLs never reach the request log (issue 22 point 5): the saver package's confirmation link carries its
// token in the query string, and Fastify logs every request's URL at info.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';
import { setUpTestDatabase } from '../test/test-database.ts';
import { REDACTED, redactUrl } from './log-redaction.ts';

const TOKEN = 'c2VjcmV0LWNvbmZpcm1hdGlvbi10b2tlbi0x';

describe('redactUrl', () => {
  it('replaces the value of every secret-bearing query parameter, one rule by name, and keeps the rest', () => {
    expect(redactUrl(`/platform/subscription/confirm?token=${TOKEN}`)).toBe(
      `/platform/subscription/confirm?token=${REDACTED}`,
    );
    expect(redactUrl('/x?tid=T-1&access_token=a&Password=b&api_key=c&redirectResult=d&code=e&lang=de')).toBe(
      `/x?tid=T-1&access_token=${REDACTED}&Password=${REDACTED}&api_key=${REDACTED}&redirectResult=${REDACTED}&code=${REDACTED}&lang=de`,
    );
    // Identifiers that grant nothing without a credential stay, for support.
    expect(redactUrl('/postprocessing/T-1?pspReference=PSP123')).toBe('/postprocessing/T-1?pspReference=PSP123');
    expect(redactUrl('/platform/login')).toBe('/platform/login');
    expect(redactUrl('https://shop.example/a?token=x#part')).toBe(`https://shop.example/a?token=${REDACTED}#part`);
  });

  it('follows a URL inside a parameter (the login page’s redirect) and an encoded parameter name', () => {
    const inner = `/platform/subscription/confirm?token=${TOKEN}`;
    const redacted = redactUrl(`/platform/login?redirect=${encodeURIComponent(inner)}&lang=en`);
    expect(redacted).not.toContain(TOKEN);
    expect(decodeURIComponent(redacted)).toBe(
      `/platform/login?redirect=/platform/subscription/confirm?token=${REDACTED}&lang=en`,
    );
    expect(redactUrl(`/x?%74oken=${TOKEN}`)).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactUrl('/x?redirect=%E0%A4%A')).toBe('/x?redirect=%E0%A4%A');
  });
});

describe('the request log', () => {
  const t = setUpTestDatabase('pglite', { demoData: false });
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp(t.database.db, {
      config: { logLevel: 'info', enableTestApi: true },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the requests with the confirmation token and other secrets redacted', async () => {
    const urls = [
      `/platform/subscription/confirm?token=${TOKEN}`,
      `/platform/login?redirect=${encodeURIComponent(`/platform/subscription/confirm?token=${TOKEN}`)}`,
      `/no-such-page?access_token=${TOKEN}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });

    const requestUrls = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.req?.url);
    expect(requestUrls).toEqual(urls.map(redactUrl));
    expect(requestUrls[0]).toBe(`/platform/subscription/confirm?token=${REDACTED}`);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('writes one line per request at info, with its id, status and time, and no headers', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/platform/login', headers: { cookie: 'session=secret-cookie' } });
    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/platform/login' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(written[0])).not.toContain('secret-cookie');
    expect(written[0]?.req).not.toHaveProperty('headers');
  });

  it('switches the level of the whole process with the test API (the bench compares silent and info)', async () => {
    const level = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/platform/test/log-level',
        headers: { 'content-type': 'application/json' },
        payload: { level: value },
      });
    lines.length = 0;
    expect((await level('silent')).statusCode).toBe(204);
    await app.inject({ method: 'GET', url: '/platform/login' });
    expect(lines).toEqual([]);
    expect((await level('info')).statusCode).toBe(204);
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/platform/login' });
    expect(lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)).toEqual(['/platform/login']);
    expect((await level('loud')).statusCode).toBe(400);
  });
});
