import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';

// Explicit secrets, so the test holds whether or not the sandbox has defaults for them.
const configAt = (level: string) =>
  loadConfig({ PSP_SANDBOX_API_KEY: 'sk_health_test', PSP_WEBHOOK_SECRET: 'whsec_health_test', LOG_LEVEL: level });

describe('health probe logging', () => {
  it('writes the request lines of GET /health at debug only', async () => {
    const lines: { level: number; req?: { url?: string } }[] = [];
    const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const info = await buildApp(configAt('info'), { logStream });
    const debug = await buildApp(configAt('debug'), { logStream });
    try {
      await info.inject({ method: 'GET', url: '/health' });
      await info.inject({ method: 'GET', url: '/nope' });
      const urls = lines.map((line) => line.req?.url);
      expect(urls).toContain('/nope');
      expect(urls).not.toContain('/health');

      lines.length = 0;
      await debug.inject({ method: 'GET', url: '/health' });
      expect(lines.filter((line) => line.req?.url === '/health').map((line) => line.level)).toEqual([20]);
    } finally {
      await info.close();
      await debug.close();
    }
  });
});
