// Idempotency-Key handling as Stripe does it: the same key and body replay the first answer; the
// same key with another body is a 409. Keys are scoped per call, so a payout key never meets a payment.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { IdempotencyRecord, SandboxStore } from '../store/store.ts';
import { invalidRequestBody } from './http.ts';

export type IdempotencyCheck =
  | { kind: 'absent' }
  | { kind: 'new'; storeKey: string; fingerprint: string }
  | { kind: 'replay'; record: IdempotencyRecord }
  | { kind: 'conflict' }
  | { kind: 'invalid' };

/** JSON with sorted object keys, so `{a,b}` and `{b,a}` are one body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function checkIdempotency(store: SandboxStore, scope: string, request: FastifyRequest): IdempotencyCheck {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return { kind: 'absent' };
  if (typeof header !== 'string' || header.length === 0 || header.length > 255) return { kind: 'invalid' };
  const storeKey = `${scope}:${header}`;
  const fingerprint = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
  const record = store.idempotency.get(storeKey);
  if (record === undefined) return { kind: 'new', storeKey, fingerprint };
  return record.fingerprint === fingerprint ? { kind: 'replay', record } : { kind: 'conflict' };
}

/** Remembers an answer; only answers of requests that passed validation are kept (as Stripe does). */
export function rememberAnswer(store: SandboxStore, check: IdempotencyCheck, statusCode: number, body: unknown): void {
  if (check.kind !== 'new') return;
  store.idempotency.set(check.storeKey, { fingerprint: check.fingerprint, statusCode, body });
}

/** The answer a request gets without running: a bad key, a reused key, or a replay (200 for a first 201). */
export function idempotencyShortcut(check: IdempotencyCheck): { statusCode: number; body: unknown } | null {
  switch (check.kind) {
    case 'invalid':
      return { statusCode: 400, body: { error: 'INVALID_IDEMPOTENCY_KEY' } };
    case 'conflict':
      return { statusCode: 409, body: { error: 'IDEMPOTENCY_KEY_REUSED' } };
    case 'replay':
      return { statusCode: check.record.statusCode === 201 ? 200 : check.record.statusCode, body: check.record.body };
    default:
      return null;
  }
}

/**
 * The sandbox's own dialect: the request's key checked in `scope`; a request answered without running (a bad or
 * reused key, or a replay, marked idempotent-replayed) is answered here and null returned.
 */
export function checkIdempotencyOrAnswer(
  store: SandboxStore,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
): IdempotencyCheck | null {
  const check = checkIdempotency(store, scope, request);
  const shortcut = idempotencyShortcut(check);
  if (shortcut === null) return check;
  if (check.kind === 'replay') reply.header('idempotent-replayed', 'true');
  void reply.status(shortcut.statusCode).send(shortcut.body);
  return null;
}

/** What a create call answers: its status code and body. */
export type CreateAnswer = readonly [statusCode: number, body: unknown];

/**
 * A create call of the sandbox's own dialect (never cached): a bad or reused key or a replay is answered from memory,
 * a body `schema` refuses gets a 400 (not remembered, as Stripe does), else `create` runs and its answer is remembered
 * under the key in `scope`.
 */
export function answerIdempotentCreate<Input>(
  store: SandboxStore,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
  call: { schema: z.ZodType<Input>; create: (input: Input) => CreateAnswer },
): FastifyReply {
  reply.header('cache-control', 'no-store');
  const idempotency = checkIdempotencyOrAnswer(store, scope, request, reply);
  if (idempotency === null) return reply;
  const parsed = call.schema.safeParse(request.body);
  if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
  const [statusCode, body] = call.create(parsed.data);
  rememberAnswer(store, idempotency, statusCode, body);
  return reply.status(statusCode).send(body);
}
