// The browser side of card payments: GET /sdk/encrypt.js (the client script), GET /hosted/field (one
// hosted card field, framed by the shop) and GET /hosted/field.js (the script inside that frame).
import { readFile } from 'node:fs/promises';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { luhnValid } from '../../lib/card-checks.ts';
import { HOSTED_FIELD_TEXTS } from '../../lib/shopper-language.ts';
import { replyHostedField } from './hosted-field.reply.ts';
import { withScriptOrigin } from './script-origin.ts';

const hostedFieldQuerySchema = z.object({
  type: z.enum(['number', 'expiry', 'cvc']),
  /** `origin` is the name the first contract draft used; `parentOrigin` wins when both are given. */
  parentOrigin: z.string().optional(),
  origin: z.string().optional(),
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('default'),
  /** The shop's language (e.g. de, en-GB): the field's label, placeholder and lang; English otherwise. */
  locale: z.string().max(35).optional(),
});

/** The frames' titles in every language, filled into the client script where it says so. */
const FIELD_TITLES_PLACEHOLDER = '/* field titles: filled in by the sandbox */ {}';
const FIELD_TITLES = Object.fromEntries(
  Object.entries(HOSTED_FIELD_TEXTS).map(([language, texts]) => [
    language,
    { number: texts.number.label, expiry: texts.expiry.label, cvc: texts.cvc.label },
  ]),
);

/** The field script's Luhn check: the sandbox's own (lib/card-checks.ts), so the frame and the API agree. */
const LUHN_PLACEHOLDER = '/* luhnValid: filled in by the sandbox */ () => false';

/**
 * The scripts change only with a new sandbox: a browser keeps them an hour and may use a stale copy for a day while
 * it asks again (a provider's SDK scripts are served so), instead of revalidating them on every card screen.
 */
const SCRIPT_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

async function readScript(name: string): Promise<string> {
  return readFile(new URL(`./${name}`, import.meta.url), 'utf8');
}

export async function sdkRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const [encryptSource, hostedFieldSource] = await Promise.all([
    readScript('encrypt.js'),
    readScript('hosted-field.js'),
  ]);
  if (!encryptSource.includes(FIELD_TITLES_PLACEHOLDER))
    throw new Error('encrypt.js lost its field titles placeholder');
  const encryptScript = await withScriptOrigin(
    'encrypt.js',
    encryptSource.replace(FIELD_TITLES_PLACEHOLDER, JSON.stringify(FIELD_TITLES)),
  );
  if (!hostedFieldSource.includes(LUHN_PLACEHOLDER)) throw new Error('hosted-field.js lost its Luhn check placeholder');
  const hostedFieldScript = hostedFieldSource.replace(LUHN_PLACEHOLDER, luhnValid.toString());
  // Brotli or gzip as the browser accepts (the card screen's scripts were sent uncompressed: 37.5 KB, issue 27); only
  // the routes of this scope, so the API answers the adapters parse stay as they are.
  // No size threshold: the test that the API answers stay uncompressed then holds for answers of any size.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 0 });

  app.get('/sdk/encrypt.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', SCRIPT_CACHE)
      .send(encryptScript),
  );

  app.get('/hosted/field.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', SCRIPT_CACHE)
      .send(hostedFieldScript),
  );

  app.get('/hosted/field', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = hostedFieldQuerySchema.safeParse(request.query);
    if (!query.success) return reply.status(400).type('text/plain; charset=utf-8').send('Bad hosted field request');
    const { type, session, locale } = query.data;
    return replyHostedField(reply, deps, {
      type,
      parentOrigin: query.data.parentOrigin ?? query.data.origin,
      session,
      locale,
    });
  });
}
