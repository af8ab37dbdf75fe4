// GET /ops/api/lists/:list (one page) and GET /ops/api/lists/:list/export (CSV, streamed, audited): issue 25
// point 1, docs/back-office.md "Lists". Any operator reads; the export is written to the audit trail first.
import { Readable } from 'node:stream';
import {
  type OpsListName,
  type OpsListQuery,
  opsListNameSchema,
  opsListPageSchema,
  opsListQuerySchema,
} from '@shop/contracts/ops-lists';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { file, json, opsError } from '../../plugins/openapi.ts';
import { recordAudit } from '../operators/audit.ts';
import { operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { parseOpsInput, sendOpsError } from '../operators/ops-answers.ts';
import { countList } from './ops-lists.repository.ts';
import { exportLines, type ListRequest, listRequestOf, readPage } from './ops-lists.service.ts';

const listParamsSchema = z.object({ list: opsListNameSchema });

/**
 * The list a request names and its filters: 404 `not_found` for no such list, 400 `invalid_body` with the filters
 * that did not fit.
 */
function parseListRead(
  request: FastifyRequest,
  reply: FastifyReply,
):
  | { ok: true; name: OpsListName; query: OpsListQuery; list: Extract<ListRequest, { ok: true }> }
  | { ok: false; reply: FastifyReply } {
  const params = listParamsSchema.safeParse(request.params);
  if (!params.success) return { ok: false, reply: sendOpsError(reply, 404, 'not_found') };
  const query = parseOpsInput(reply, opsListQuerySchema, request.query);
  if (!query.ok) return query;
  const list = listRequestOf(params.data.list, query.value);
  if (!list.ok) return { ok: false, reply: sendOpsError(reply, 400, 'invalid_body', { fields: list.fields }) };
  return { ok: true, name: params.data.list, query: query.value, list };
}

export async function opsListsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const anyOperator = { onRequest: operatorRequired(deps) };

  const refusals = {
    400: opsError('invalid_body with the filters that did not fit'),
    404: opsError('not_found: no such list'),
  };
  const pageSchema = {
    params: listParamsSchema,
    querystring: opsListQuerySchema,
    response: { 200: json(opsListPageSchema, 'One page of rows, the total and the next page’s key'), ...refusals },
  };
  const exportSchema = {
    params: listParamsSchema,
    querystring: opsListQuerySchema,
    response: { 200: file('text/csv', 'Every matching row as CSV (written to the audit trail)'), ...refusals },
  };
  app.get('/ops/api/lists/:list', { ...anyOperator, schema: pageSchema }, async (request, reply) => {
    const read = parseListRead(request, reply);
    if (!read.ok) return read.reply;
    const { name, list } = read;
    return reply.header('cache-control', 'no-store').send(await readPage(deps.db, name, list));
  });

  app.get('/ops/api/lists/:list/export', { ...anyOperator, schema: exportSchema }, async (request, reply) => {
    const read = parseListRead(request, reply);
    if (!read.ok) return read.reply;
    const { name, query, list } = read;
    const operator = operatorOf(request);
    const at = deps.clock.now();
    const rows = await countList(deps.db, name, list.filter);
    // Data leaving the system: who exported which list with which filters is kept in the audit trail.
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, {
        operatorId: operator.id,
        action: 'list.export',
        subjectType: 'report',
        subjectId: `list:${name}`,
        before: null,
        after: { query, rows },
        at,
      }),
    );
    const fileName = `${name}_${at.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`;
    return reply
      .status(200)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Readable.from(exportLines(deps.db, name, list)));
  });
}
