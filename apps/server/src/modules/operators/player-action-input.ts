// The input of an operator's action on a player (/ops/api/players/:id/…): the body parsed with its contract and the
// player's id read (parsePlayerInput), and who acts, as the players' action services take them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { operatorOf } from './operator-guard.ts';
import { parsePlayerInput } from './ops-answers.ts';

export type PlayerActionInput<Body> = Body & { userId: number; operatorId: number };

/** `{ ...body, userId, operatorId }`, or the 400 `invalid_body` / 404 `not_found` already sent. */
export function parsePlayerAction<Schema extends z.ZodMiniType<object>>(
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  schema: Schema,
): { ok: true; input: PlayerActionInput<z.infer<Schema>> } | { ok: false; reply: FastifyReply } {
  const parsed = parsePlayerInput(reply, schema, request.body, request.params.id);
  if (!parsed.ok) return parsed;
  return { ok: true, input: { ...parsed.value, userId: parsed.userId, operatorId: operatorOf(request).id } };
}
