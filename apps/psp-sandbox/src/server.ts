// Starts the PSP sandbox; closes it on SIGINT/SIGTERM.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type SandboxConfig } from './config/env.ts';

export async function startSandbox(config: SandboxConfig): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

async function main(): Promise<void> {
  let config: SandboxConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await startSandbox(config);
  let signalled = false;
  const stop = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    process.stderr.write(`PSP sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
