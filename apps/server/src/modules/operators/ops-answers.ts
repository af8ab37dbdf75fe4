// Answers of the operator API (/ops/api/*, docs/back-office.md): errors are `{ code, message?, fields? }`,
// never cached. Every ops route uses these, so the console reads one shape everywhere.
import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';

export type OpsErrorCode =
  | 'not_authenticated'
  | 'forbidden'
  | 'not_found'
  | 'invalid_body'
  | 'invalid_credentials'
  | 'too_many_attempts'
  | 'totp_already_used'
  | (string & {});

export function sendOpsError(
  reply: FastifyReply,
  status: number,
  code: OpsErrorCode,
  extra: { message?: string; fields?: Record<string, string> } = {},
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ code, ...extra });
}

/** Which field failed and why (the first problem per field; '' for the body as a whole). */
export function fieldsOf(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.code;
  }
  return fields;
}

const PLAYER_ID = /^[1-9]\d{0,9}$/;

/** The player id of a path (/ops/api/players/:id/…): a positive 32-bit integer, else null (answered 404). */
export function playerIdOf(raw: string): number | null {
  if (!PLAYER_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export type OpsParse<T> = { ok: true; value: T } | { ok: false; reply: FastifyReply };

/**
 * Parses the input of a player's route (/ops/api/players/:id/…) as parseOpsInput does, then the player's id of the
 * path: 400 `invalid_body` first, then 404 `not_found` for an id that names no player.
 */
export function parsePlayerInput<Schema extends z.ZodMiniType>(
  reply: FastifyReply,
  schema: Schema,
  input: unknown,
  rawPlayerId: string,
): { ok: true; value: z.infer<Schema>; userId: number } | { ok: false; reply: FastifyReply } {
  const parsed = parseOpsInput(reply, schema, input);
  if (!parsed.ok) return parsed;
  const userId = playerIdOf(rawPlayerId);
  if (userId === null) return { ok: false, reply: sendOpsError(reply, 404, 'not_found') };
  return { ok: true, value: parsed.value, userId };
}

/** Parses a body or query with its contract; on failure answers 400 `invalid_body` with the fields. */
export function parseOpsInput<Schema extends z.ZodMiniType>(
  reply: FastifyReply,
  schema: Schema,
  input: unknown,
): OpsParse<z.infer<Schema>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, reply: sendOpsError(reply, 400, 'invalid_body', { fields: fieldsOf(parsed.error) }) };
}
