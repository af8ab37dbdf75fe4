// The operators' auth API: log in (password + TOTP), log out, who am I, and the audit trail.
import {
  AUDIT_PAGE_DEFAULT_LIMIT,
  AUDIT_PAGE_MAX_LIMIT,
  auditQuerySchema,
  operatorLoginRequestSchema,
} from '@shop/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listAudit } from './audit.ts';
import {
  clearOperatorCookie,
  operatorOf,
  operatorRequired,
  operatorSessionIdOf,
  setOperatorCookie,
} from './operator-guard.ts';
import { logInOperator, logOutOperator } from './operators.service.ts';
import { parseOpsInput, sendOpsError } from './ops-answers.ts';

export async function operatorsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/ops/api/login', async (request, reply) => {
    const body = parseOpsInput(reply, operatorLoginRequestSchema, request.body);
    if (!body.ok) return body.reply;
    const result = await logInOperator(deps, { ...body.value, clientAddress: request.ip });
    if (!result.ok && result.reason === 'too_many_attempts') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendOpsError(reply, 429, 'too_many_attempts');
    }
    if (!result.ok) return sendOpsError(reply, 401, 'invalid_credentials');
    setOperatorCookie(deps, reply, result.sessionId);
    return reply.header('cache-control', 'no-store').send({ operator: result.operator });
  });

  app.post('/ops/api/logout', { onRequest: operatorRequired(deps) }, async (request, reply) => {
    const sessionId = operatorSessionIdOf(request);
    if (sessionId !== undefined) await logOutOperator(deps, sessionId);
    clearOperatorCookie(deps, reply);
    return reply.status(204).header('cache-control', 'no-store').send();
  });

  app.get('/ops/api/me', { onRequest: operatorRequired(deps) }, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({ operator: operatorOf(request) });
  });

  app.get('/ops/api/audit', { onRequest: operatorRequired(deps) }, async (request, reply) => {
    const query = parseOpsInput(reply, auditQuerySchema, request.query);
    if (!query.ok) return query.reply;
    const { subjectType, subjectId, operatorId, action, before, limit } = query.value;
    const page = await listAudit(deps.db, {
      ...(subjectType === undefined ? {} : { subjectType }),
      ...(subjectId === undefined ? {} : { subjectId }),
      ...(operatorId === undefined ? {} : { operatorId: Number(operatorId) }),
      ...(action === undefined ? {} : { action }),
      ...(before === undefined ? {} : { before: Number(before) }),
      limit: Math.min(AUDIT_PAGE_MAX_LIMIT, limit === undefined ? AUDIT_PAGE_DEFAULT_LIMIT : Number(limit)),
    });
    return reply.header('cache-control', 'no-store').send({
      entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      next: page.next,
    });
  });
}
