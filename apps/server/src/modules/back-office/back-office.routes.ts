// The operator API's read side (docs/back-office.md "Players and purchases (read)", "Reports"): search,
// player page, purchase page, support notes and the daily report. Any operator reads; notes need `support`.
import {
  dailyReportQuerySchema,
  dailyReportSchema,
  noteBodySchema,
  noteSchema,
  playerIdParamsSchema,
  playerPageSchema,
  playerSearchQuerySchema,
  playerSearchResultSchema,
  purchasePageSchema,
  purchaseTidParamsSchema,
} from '@shop/contracts/back-office-read';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app-deps.ts';
import { file, json, opsError } from '../../plugins/openapi.ts';
import { recordAudit } from '../operators/audit.ts';
import { operatorOf, operatorRequired } from '../operators/operator-guard.ts';
import { buildDailyReport, dailyReportCsv, reportPeriodOf } from './daily-report.service.ts';
import { addPlayerNote, getPlayerPage, searchPlayersFor } from './player-page.service.ts';
import { getPurchasePage } from './purchase-page.service.ts';

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

const notFound = (reply: FastifyReply) => send(reply, 404, { code: 'not_found' });

/** 400 invalid_body naming each field that did not fit. */
function invalid(reply: FastifyReply, issues: readonly { path: readonly PropertyKey[] }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] = 'invalid';
  return send(reply, 400, { code: 'invalid_body', fields });
}

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
function parse<S extends z.ZodMiniType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  return schema.safeParse(value) as Parsed<z.infer<S>>;
}

export async function backOfficeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const anyOperator = { onRequest: operatorRequired(deps) };
  const support = { onRequest: operatorRequired(deps, ['support']) };

  const invalidAnswer = opsError('invalid_body naming each field that did not fit');
  const notFoundAnswer = opsError('not_found');
  const searchSchema = {
    querystring: playerSearchQuerySchema,
    response: { 200: json(playerSearchResultSchema, 'Matching players, best first'), 400: invalidAnswer },
  };
  const noteSchemas = {
    params: playerIdParamsSchema,
    body: noteBodySchema,
    response: { 201: json(z.object({ note: noteSchema }), 'The note'), 400: invalidAnswer, 404: notFoundAnswer },
  };
  /** The daily report's query, answered by `answer` or 400 invalid_body. */
  const reportSchemaOf = (answer: ReturnType<typeof json> | ReturnType<typeof file>) => ({
    querystring: dailyReportQuerySchema,
    response: { 200: answer, 400: invalidAnswer },
  });
  const reportSchema = reportSchemaOf(json(dailyReportSchema, 'Figures per day and currency'));
  const reportCsvSchema = reportSchemaOf(file('text/csv', 'The daily report as CSV (written to the audit trail)'));
  /** The report period a query names, or null once 400 invalid_body has been sent. */
  const reportPeriodFor = (raw: unknown, reply: FastifyReply) => {
    const query = parse(dailyReportQuerySchema, raw);
    if (!query.success) {
      invalid(reply, query.error.issues);
      return null;
    }
    const period = reportPeriodOf(query.data, deps.clock.now());
    if (!period.ok) {
      send(reply, 400, { code: 'invalid_body', fields: period.fields });
      return null;
    }
    return period;
  };

  app.get('/ops/api/players', { ...anyOperator, schema: searchSchema }, async (request, reply) => {
    const query = parse(playerSearchQuerySchema, request.query);
    if (!query.success) return invalid(reply, query.error.issues);
    return send(reply, 200, await searchPlayersFor(deps.db, query.data.q));
  });

  /** A page read by its path parameters (any operator): the page, or 404 not_found. */
  const pageRoute = <Params extends z.ZodMiniType>(
    url: string,
    params: Params,
    page: { schema: z.core.$ZodType; description: string },
    read: (params: z.infer<Params>) => Promise<unknown>,
  ) =>
    app.get(
      url,
      {
        ...anyOperator,
        schema: { params, response: { 200: json(page.schema, page.description), 404: notFoundAnswer } },
      },
      async (request, reply) => {
        const parsed = parse(params, request.params);
        if (!parsed.success) return notFound(reply);
        const found = await read(parsed.data);
        return found === null ? notFound(reply) : send(reply, 200, found);
      },
    );

  pageRoute(
    '/ops/api/players/:id',
    playerIdParamsSchema,
    { schema: playerPageSchema, description: 'The player page' },
    ({ id }) => getPlayerPage(deps.db, id),
  );

  app.post('/ops/api/players/:id/notes', { ...support, schema: noteSchemas }, async (request, reply) => {
    const params = parse(playerIdParamsSchema, request.params);
    if (!params.success) return notFound(reply);
    const body = parse(noteBodySchema, request.body);
    if (!body.success) return invalid(reply, body.error.issues);
    const operator = operatorOf(request);
    const result = await addPlayerNote(deps, {
      userId: params.data.id,
      operator: { id: operator.id, email: operator.email, displayName: operator.displayName },
      text: body.data.text,
    });
    return result.kind === 'not_found' ? notFound(reply) : send(reply, 201, { note: result.note });
  });

  pageRoute(
    '/ops/api/purchases/:tid',
    purchaseTidParamsSchema,
    { schema: purchasePageSchema, description: 'The purchase page' },
    ({ tid }) => getPurchasePage(deps.db, tid),
  );

  app.get('/ops/api/reports/daily', { ...anyOperator, schema: reportSchema }, async (request, reply) => {
    const period = reportPeriodFor(request.query, reply);
    if (period === null) return reply;
    return send(reply, 200, await buildDailyReport(deps.db, period));
  });

  app.get('/ops/api/reports/daily.csv', { ...anyOperator, schema: reportCsvSchema }, async (request, reply) => {
    const period = reportPeriodFor(request.query, reply);
    if (period === null) return reply;
    const report = await buildDailyReport(deps.db, period);
    const operator = operatorOf(request);
    // Figures leaving the system: who exported which period is kept in the audit trail.
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, {
        operatorId: operator.id,
        action: 'report.export',
        subjectType: 'report',
        subjectId: 'daily',
        before: null,
        after: { from: period.from, to: period.to, currency: period.currency, rows: report.rows.length },
        at: deps.clock.now(),
      }),
    );
    const name = ['daily-report', period.from, period.to, ...(period.currency === null ? [] : [period.currency])];
    return reply
      .status(200)
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name.join('_')}.csv"`)
      .send(dailyReportCsv(report));
  });
}
