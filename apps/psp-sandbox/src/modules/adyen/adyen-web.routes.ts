// The browser side of Adyen's dialect (README "Adyen's card fields"): GET /checkoutshopper/sdk/:version/adyen.js
// (the sandbox's stand-in for Adyen Web, adyen-web.js), its adyen.css, and the secured field each iframe shows
// (/checkoutshopper/securedfields/:version/field: the sandbox's hosted field, encrypting its value with the key of
// adyen-field-encryption.ts). Public like Adyen's checkoutshopper origin: no API key; the frame only for shop origins.
import { readFile } from 'node:fs/promises';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { replyHostedField } from '../sdk/hosted-field.reply.ts';
import { withScriptOrigin } from '../sdk/script-origin.ts';
import { fieldEncryptionPublicKey } from './adyen-field-encryption.ts';

/** Adyen Web's versions look like 5.68.0: any such version is served the sandbox's one script. */
const VERSION = /^\d{1,2}\.\d{1,3}\.\d{1,3}$/;
const VERSION_PLACEHOLDER = "/* version: filled in by the sandbox */ ''";
/** As the sandbox's other scripts (sdk.routes.ts): a version's script never changes. */
const SCRIPT_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
/** Adyen's adyen.css styles Adyen's own components; the shop's secured fields bring their own look. */
const STYLESHEET = '/* PSP sandbox: the secured fields need no styles of their own */\n';

const fieldQuerySchema = z.object({
  type: z.enum(['number', 'expiry', 'cvc']),
  parentOrigin: z.string(),
  session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  locale: z.string().max(35).optional(),
});

export async function adyenWebRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const source = await withScriptOrigin(
    'adyen-web.js',
    await readFile(new URL('./adyen-web.js', import.meta.url), 'utf8'),
  );
  if (!source.includes(VERSION_PLACEHOLDER)) throw new Error('adyen-web.js lost its version placeholder');
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 0 });

  app.get<{ Params: { version: string } }>('/checkoutshopper/sdk/:version/adyen.js', async (request, reply) => {
    const { version } = request.params;
    if (!VERSION.test(version)) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply
      .type('text/javascript; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', SCRIPT_CACHE)
      .send(source.replace(VERSION_PLACEHOLDER, JSON.stringify(version)));
  });

  app.get<{ Params: { version: string } }>('/checkoutshopper/sdk/:version/adyen.css', async (request, reply) => {
    if (!VERSION.test(request.params.version)) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply
      .type('text/css; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', SCRIPT_CACHE)
      .send(STYLESHEET);
  });

  app.get<{ Params: { version: string } }>('/checkoutshopper/securedfields/:version/field', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = fieldQuerySchema.safeParse(request.query);
    if (!VERSION.test(request.params.version) || !query.success) {
      return reply.status(400).type('text/plain; charset=utf-8').send('Bad secured field request');
    }
    return replyHostedField(reply, deps, { ...query.data, encryptionKey: fieldEncryptionPublicKey });
  });
}
