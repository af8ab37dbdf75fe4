// OpenAPI from the contracts (issue 26 point 4; ARCHITECTURE "the server also publishes it as OpenAPI"): every
// route of /gd/rest, /deposit and /ops/api declares its params, query, body and answers with the zod schemas of
// packages/contracts (`schema:` on the route); @fastify/swagger collects them as the routes are registered and
// fastify-type-provider-zod's jsonSchemaTransform turns each zod schema into JSON Schema. The document is served at
// GET /openapi.json and shown at GET /docs by @fastify/swagger-ui from its own files (no CDN, no inline script:
// the server's CSP holds unchanged). Both are public: they describe what the shop's and the console's bundles
// already call, hold no secret, and every operator route stays behind its log-in.
//
// The schemas describe; they neither validate nor serialise. Each handler parses its input with the very contract
// schema it declares and answers SPEC §8's bodies for bad input (a list of codes, a plain-text code, 404
// provider-not-available, `{ code: 'invalid_body', fields }` under /ops/api), where Fastify's validation would
// answer its own 400; and the answers are the objects the handlers send, written by JSON.stringify as before (the
// shop's catalogue by its own writer, docs/benchmarks.md "OpenAPI"). So the compilers below compile nothing for a
// zod schema, and no request costs more than it did. A JSON Schema (not zod) on a route is refused at start: it
// would silently not be checked.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorListSchema } from '@shop/contracts/errors';
import { OPERATOR_SESSION_COOKIE, opsErrorSchema } from '@shop/contracts/operator';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { SESSION_COOKIE } from './session.ts';

/** The prefixes whose every route declares its schema (openapi.test.ts fails on one that does not). */
export const DOCUMENTED_PREFIXES = ['/gd/rest/', '/deposit/', '/ops/api/'] as const;

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

export function isDocumentedUrl(url: string): boolean {
  return DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
}

/** A zod schema (classic or mini): both carry `_zod`. */
function isZodSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** An answer with a JSON body described by a contract schema. */
export function json(schema: z.core.$ZodType, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

const plainTextSchema = z.string();
/** A refusal under /ops/api: `{ code, message?, fields? }`. */
export function opsError(description: string) {
  return json(opsErrorSchema, description);
}

/** An answer with a plain-text body (a token, a SPEC §8 code or several joined with "|"). */
export function text(description: string) {
  return { description, content: { 'text/plain': { schema: plainTextSchema } } };
}

/** An answer without a body (204, HEAD, a redirect). */
export function noBody(description: string) {
  return z.null().check(z.describe(description));
}

/** An answer of another media type (a PDF, a CSV export). */
export function file(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: plainTextSchema } } };
}

/** A path parameter kept as text by the route, which checks it itself (a tid, an id, a paytype). */
export function pathParams<const Names extends readonly string[]>(...names: Names) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, z.string()])) as Record<Names[number], z.ZodMiniString>,
  );
}

export type Answers = Record<string, unknown>;

/** The schema of a read under /ops/api with one path parameter: the answer, or 404 not_found. */
export function opsReadSchema(param: string, answer: unknown) {
  return { params: pathParams(param), response: { 200: answer, 404: opsError('not_found') } };
}

/**
 * The schema of a write under /ops/api with one path parameter: the body, 400 (`invalid`, its description) and
 * 404 not_found, and the route's own answers.
 */
export function opsWriteSchema(param: string, body: z.core.$ZodType, answers: Answers, invalid = 'invalid_body') {
  return {
    params: pathParams(param),
    body,
    response: { 400: opsError(invalid), 404: opsError('not_found'), ...answers },
  };
}

/** The answers that hooks and the error handler give on every route of a prefix (a route's own take precedence). */
function commonAnswersOf(url: string, schema: FastifySchema & { security?: unknown }): Answers {
  if (url.startsWith('/ops/api/')) {
    const guarded = url !== '/ops/api/login';
    return {
      ...(guarded ? { 401: json(opsErrorSchema, 'not_authenticated: no operator session') } : {}),
      403: json(opsErrorSchema, 'forbidden: the operator lacks the role, or the call came from another origin'),
      500: json(opsErrorSchema, 'unexpected'),
      503: json(opsErrorSchema, 'unavailable: the database is away; retry after Retry-After seconds'),
    };
  }
  const bearer = url.startsWith('/deposit/') && schema.security === undefined;
  return {
    ...(bearer
      ? {
          401: json(errorListSchema, 'not-authenticated: the deposit bearer token is missing or expired (SPEC §8)'),
          403: json(errorListSchema, 'forbidden: the token is not this player’s (SPEC §8)'),
        }
      : {}),
    500: json(errorListSchema, '["unexpected"] (SPEC §8)'),
    503: json(errorListSchema, '["503"]: the database is away; retry after Retry-After seconds (SPEC §8)'),
  };
}

function securityOf(url: string): Record<string, string[]>[] {
  if (url.startsWith('/ops/api/')) return url === '/ops/api/login' ? [] : [{ operatorSession: [] }];
  if (url.startsWith('/deposit/')) return [{ depositToken: [] }];
  return [{ playerSession: [] }];
}

function tagOf(url: string): string {
  if (url.startsWith('/ops/api/')) return 'ops';
  if (url.startsWith('/deposit/')) return 'deposit';
  return 'platform';
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Only the documented prefixes are shown; each route gets its tag, its auth and the answers common to its prefix. */
function transform(input: TransformInput) {
  const { url } = input;
  if (!isDocumentedUrl(url)) return { schema: { hide: true }, url };
  const schema = (input.schema ?? {}) as FastifySchema & { security?: unknown; response?: Answers };
  const response = { ...commonAnswersOf(url, schema), ...schema.response };
  return jsonSchemaTransform({
    ...input,
    schema: { tags: [tagOf(url)], security: securityOf(url), ...schema, response } as FastifySchema,
  });
}

/** Registers the document and the docs page; call before any route is registered (swagger collects them onRoute). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const refuse = (what: string, method: string | undefined, url: string | undefined) => {
    throw new Error(`${method} ${url}: the ${what} schema must be a zod contract (plugins/openapi.ts)`);
  };
  app.setValidatorCompiler(({ schema, method, url }) => {
    if (!isZodSchema(schema)) refuse('request', method, url);
    return undefined as never;
  });
  app.setSerializerCompiler(({ schema, method, url }) => {
    if (!isZodSchema(schema)) refuse('answer', method, url);
    return undefined as never;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game-credit shop API',
        version: '1',
        description:
          'The host platform’s API (/gd/rest), the deposit API (/deposit) and the operators’ API (/ops/api), ' +
          'generated from the zod contracts of packages/contracts. Errors follow SPEC §8: a JSON list whose first ' +
          'item is the code (/gd/rest, /deposit), a plain-text code (purchases), `{ code, message?, fields? }` (/ops/api).',
      },
      tags: [
        { name: 'platform', description: 'The host platform: player data, deposit token, navigation, payout' },
        { name: 'deposit', description: 'Catalogue, provider details, purchases, express payment, saver package' },
        { name: 'ops', description: 'The back office: operators, players, refunds, payouts, four-eyes, reports' },
      ],
      components: {
        securitySchemes: {
          playerSession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The platform session cookie',
          },
          depositToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'From GET /gd/rest/oauth2/auth/classic/deposit',
          },
          operatorSession: {
            type: 'apiKey',
            in: 'cookie',
            name: OPERATOR_SESSION_COOKIE,
            description: 'From POST /ops/api/login',
          },
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list' } });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
