// A write of the operator API on one path parameter (POST /ops/api/…/:param/…), the way every such route runs:
// the guard in onRequest (before any body is read), the body parsed with its contract (400 invalid_body with the
// fields), the parameter read (404 not_found where it names nothing), then the route's own work with the
// parameter, the acting operator and the body. The OpenAPI schema comes with it (opsWriteSchema).
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type * as z from 'zod/mini';
import { type Answers, opsWriteSchema } from '../../plugins/openapi.ts';
import { operatorOf } from './operator-guard.ts';
import { parseOpsInput, sendOpsError } from './ops-answers.ts';

export interface OpsWrite<Schema extends z.ZodMiniType, Key> {
  guard: onRequestAsyncHookHandler;
  body: Schema;
  /** The route's own answers; 400 and 404 come with every write. */
  answers: Answers;
  /** The description of the 400 answer; `invalid_body` unless given. */
  invalid?: string;
  /** The parameter as the route takes it, or null for one that names nothing (404); the text as it is unless given. */
  keyOf?: (raw: string) => Key | null;
  act: (input: { key: Key; operatorId: number; body: z.infer<Schema> }, reply: FastifyReply) => Promise<FastifyReply>;
}

export function opsWriteRoute<Schema extends z.ZodMiniType, Key = string>(
  app: FastifyInstance,
  url: string,
  write: OpsWrite<Schema, Key>,
): void {
  const param = /:(\w+)/.exec(url)?.[1] ?? '';
  const keyOf = write.keyOf ?? ((raw: string) => raw as Key);
  app.post<{ Params: Record<string, string> }>(
    url,
    { onRequest: write.guard, schema: opsWriteSchema(param, write.body, write.answers, write.invalid) },
    async (request, reply) => {
      const body = parseOpsInput(reply, write.body, request.body);
      if (!body.ok) return body.reply;
      const key = keyOf(request.params[param] ?? '');
      if (key === null) return sendOpsError(reply, 404, 'not_found');
      return write.act({ key, operatorId: operatorOf(request).id, body: body.value }, reply);
    },
  );
}
