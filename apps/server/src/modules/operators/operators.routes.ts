// The operators' auth API: log in (password + TOTP), log out, who am I, and the audit trail.
import {
  AUDIT_PAGE_DEFAULT_LIMIT,
  AUDIT_PAGE_MAX_LIMIT,
  auditPageSchema,
  auditQuerySchema,
  freshTotpAnswerSchema,
  freshTotpRequestSchema,
  operatorAccountAnswerSchema,
  operatorAccountsSchema,
  operatorAnswerSchema,
  operatorCreatedSchema,
  operatorCreateRequestSchema,
  operatorLoginRequestSchema,
  operatorRolesRequestSchema,
} from '@shop/contracts/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { json, noBody, opsError, pathParams } from '../../plugins/openapi.ts';
import { listAudit } from './audit.ts';
import {
  changeOperator,
  createOperatorAudited,
  newOperatorPassword,
  type OperatorChange,
  operatorAccounts,
} from './operator-admin.ts';
import {
  clearOperatorCookie,
  moneyActionRequired,
  operatorOf,
  operatorRequired,
  operatorSessionIdOf,
  setOperatorCookie,
} from './operator-guard.ts';
import { logInOperator, logOutOperator, verifyFreshTotp } from './operators.service.ts';
import { totpProvisioningUri } from './totp.ts';

const OPERATOR_ID = /^[1-9]\d{0,8}$/;

import { parseOpsInput, sendOpsError } from './ops-answers.ts';

export async function operatorsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const operatorAnswer = json(operatorAnswerSchema, 'The operator with roles and language');
  const loginSchema = {
    body: operatorLoginRequestSchema,
    response: {
      200: operatorAnswer,
      400: opsError('invalid_body with the fields that did not fit'),
      401: opsError('invalid_credentials, or totp_already_used'),
      429: opsError('too_many_attempts; retry after Retry-After seconds'),
    },
  };
  app.post('/ops/api/login', { schema: loginSchema }, async (request, reply) => {
    const body = parseOpsInput(reply, operatorLoginRequestSchema, request.body);
    if (!body.ok) return body.reply;
    const result = await logInOperator(deps, { ...body.value, clientAddress: request.ip });
    if (!result.ok && result.reason === 'too_many_attempts') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendOpsError(reply, 429, 'too_many_attempts');
    }
    if (!result.ok && result.reason === 'totp_already_used') return sendOpsError(reply, 401, 'totp_already_used');
    if (!result.ok) return sendOpsError(reply, 401, 'invalid_credentials');
    setOperatorCookie(deps, reply, result.sessionId);
    return reply.header('cache-control', 'no-store').send({ operator: result.operator });
  });

  const logoutSchema = { response: { 204: noBody('Logged out; the session cookie is cleared') } };
  app.post('/ops/api/logout', { onRequest: operatorRequired(deps), schema: logoutSchema }, async (request, reply) => {
    const sessionId = operatorSessionIdOf(request);
    if (sessionId !== undefined) await logOutOperator(deps, sessionId);
    clearOperatorCookie(deps, reply);
    return reply.status(204).header('cache-control', 'no-store').send();
  });

  const meRoute = { onRequest: operatorRequired(deps), schema: { response: { 200: operatorAnswer } } };
  app.get('/ops/api/me', meRoute, async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({ operator: operatorOf(request) });
  });

  const auditSchema = {
    querystring: auditQuerySchema,
    response: { 200: json(auditPageSchema, 'Audit entries, newest first'), 400: opsError('invalid_body') },
  };
  app.get('/ops/api/audit', { onRequest: operatorRequired(deps), schema: auditSchema }, async (request, reply) => {
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

  // A fresh authenticator code for this session (issue 25 point 7): money actions ask for one after
  // OPERATOR_TOTP_FRESH_SECONDS (403 totp_required), the console asks the operator and repeats the action.
  const freshTotpRoute = {
    onRequest: operatorRequired(deps),
    schema: {
      body: freshTotpRequestSchema,
      response: {
        200: json(freshTotpAnswerSchema, 'The code is right: money actions are allowed again from now on'),
        400: opsError('invalid_body'),
        403: opsError('invalid_totp or totp_already_used (or forbidden: another origin)'),
        429: opsError('too_many_attempts, with Retry-After'),
      },
    },
  };
  app.post('/ops/api/session/totp', freshTotpRoute, async (request, reply) => {
    const body = parseOpsInput(reply, freshTotpRequestSchema, request.body);
    if (!body.ok) return body.reply;
    const sessionId = operatorSessionIdOf(request);
    if (sessionId === undefined) return sendOpsError(reply, 401, 'not_authenticated');
    const result = await verifyFreshTotp(deps, {
      sessionId,
      operatorId: operatorOf(request).id,
      totp: body.value.totp,
      clientAddress: request.ip,
    });
    if (result.ok)
      return reply.header('cache-control', 'no-store').send({ verifiedAt: result.verifiedAt.toISOString() });
    if (result.reason === 'too_many_attempts') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      return sendOpsError(reply, 429, 'too_many_attempts');
    }
    if (result.reason === 'not_authenticated') return sendOpsError(reply, 401, 'not_authenticated');
    return sendOpsError(reply, 403, result.reason);
  });

  // Operator management (role lead): list, create (the first password and TOTP secret shown once), roles,
  // disable/enable. The same service as `npm run operator` (operator-admin.ts); every change audited.
  const account = json(operatorAccountAnswerSchema, 'The operator account after the change');
  const changeAnswers = {
    200: account,
    400: opsError('invalid_body'),
    404: opsError('not_found'),
    409: opsError('own_lead_role, own_account or last_lead: the change would lock the team out'),
  };
  const lead = {
    onRequest: operatorRequired(deps, ['lead']),
    schema: { response: { 200: json(operatorAccountsSchema, 'Every operator account') } },
  };
  const leadWrite = { onRequest: moneyActionRequired(deps, ['lead']) };
  const createRoute = {
    ...leadWrite,
    schema: {
      body: operatorCreateRequestSchema,
      response: {
        201: json(operatorCreatedSchema, 'The new operator; the first password and TOTP secret are shown this once'),
        400: opsError('invalid_body'),
        409: opsError('email_taken'),
      },
    },
  };
  const rolesRoute = {
    ...leadWrite,
    schema: { params: pathParams('id'), body: operatorRolesRequestSchema, response: changeAnswers },
  };
  const switchRoute = { ...leadWrite, schema: { params: pathParams('id'), response: changeAnswers } };

  app.get('/ops/api/operators', lead, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ operators: await operatorAccounts(deps.db) });
  });

  app.post('/ops/api/operators', createRoute, async (request, reply) => {
    const body = parseOpsInput(reply, operatorCreateRequestSchema, request.body);
    if (!body.ok) return body.reply;
    const password = newOperatorPassword();
    const created = await createOperatorAudited(
      deps.db,
      deps.config.paymentDataKey,
      { ...body.value, password, at: deps.clock.now() },
      { operatorId: operatorOf(request).id },
    );
    if (!created.ok) return sendOpsError(reply, 409, 'email_taken', { fields: { email: 'email_taken' } });
    const operator = (await operatorAccounts(deps.db)).find((account) => account.id === created.id);
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send({
        operator,
        password,
        totpSecret: created.totpSecret,
        otpauthUri: totpProvisioningUri(created.totpSecret, operator?.email ?? body.value.email),
      });
  });

  const change = async (
    request: { params: { id: string }; operator?: unknown },
    reply: Parameters<typeof sendOpsError>[0],
    what: OperatorChange,
    actorId: number,
  ) => {
    if (!OPERATOR_ID.test(request.params.id)) return sendOpsError(reply, 404, 'not_found');
    const result = await changeOperator(deps.db, {
      targetId: Number(request.params.id),
      change: what,
      actor: { operatorId: actorId },
      at: deps.clock.now(),
    });
    if (!result.ok) return sendOpsError(reply, result.code === 'not_found' ? 404 : 409, result.code);
    return reply.header('cache-control', 'no-store').send({ operator: result.operator });
  };

  app.post<{ Params: { id: string } }>('/ops/api/operators/:id/roles', rolesRoute, async (request, reply) => {
    const body = parseOpsInput(reply, operatorRolesRequestSchema, request.body);
    if (!body.ok) return body.reply;
    return change(request, reply, { roles: body.value.roles }, operatorOf(request).id);
  });
  app.post<{ Params: { id: string } }>('/ops/api/operators/:id/disable', switchRoute, async (request, reply) => {
    return change(request, reply, { disabled: true }, operatorOf(request).id);
  });
  app.post<{ Params: { id: string } }>('/ops/api/operators/:id/enable', switchRoute, async (request, reply) => {
    return change(request, reply, { disabled: false }, operatorOf(request).id);
  });
}
