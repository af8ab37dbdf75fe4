// The customer support form, a small app of the demo platform (SPEC §1 footer, §7): GET shows the form
// prefilled from the query the shop builds (topic, reference, screen, lang, embed), POST stores the
// request (same origin only, at most a few per player in a window of minutes) and answers 303 to its
// confirmation, which only its own player can see.
import {
  SUPPORT_REFERENCE_MAX_LENGTH,
  SUPPORT_SCREEN_MAX_LENGTH,
  supportFormQuerySchema,
} from '@shop/contracts/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { isSameOriginPost } from '../../plugins/origin-check.ts';
import { pageSessionRequired } from '../../plugins/session-guard.ts';
import { keepPageLanguage, pageContextOf, redirectToLogin, sendHtml } from '../pages/pages.context.ts';
import { findOwnRequest, repliesOfOwnRequest, SUPPORT_RATE_LIMIT, submitSupportRequest } from './support.service.ts';
import { cleanLine, readSupportForm, topicOf } from './support-form.ts';
import { supportPageText } from './support-pages.i18n.ts';
import {
  modeQuery,
  renderSupportForm,
  renderSupportMessage,
  renderSupportSent,
  SUPPORT_EMBED_SCRIPT,
  SUPPORT_EMBED_SCRIPT_PATH,
  type SupportPageMode,
} from './support-pages.views.ts';

const ticketParamsSchema = z.object({ ticket: z.string().max(40) });

function isEmbedded(request: FastifyRequest): boolean {
  const query = request.query;
  return typeof query === 'object' && query !== null && (query as Record<string, unknown>).embed === '1';
}

export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.get(SUPPORT_EMBED_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SUPPORT_EMBED_SCRIPT),
  );

  app.get('/platform/support', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const parsed = supportFormQuerySchema.safeParse(request.query);
    // A prefill that doesn't fit is dropped, never refused: the player can still write to us.
    const query = parsed.success ? parsed.data : {};
    const mode: SupportPageMode = { language: context.language, embed: isEmbedded(request) };
    const values = {
      topic: topicOf(query.topic),
      message: '',
      reference: cleanLine(query.reference, SUPPORT_REFERENCE_MAX_LENGTH),
      screen: cleanLine(query.screen, SUPPORT_SCREEN_MAX_LENGTH),
    };
    return sendHtml(reply, renderSupportForm(mode, { userName: context.user.user_name, values, errors: {} }));
  });

  app.post('/platform/support', { onRequest: pageSessionRequired(deps) }, async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const mode: SupportPageMode = { language: context.language, embed: isEmbedded(request) };
    if (!isSameOriginPost(deps, request)) return sendHtml(reply, renderSupportMessage(mode, 'forbidden'), 403);
    const userName = context.user.user_name;
    const form = readSupportForm(request.body);
    if (!form.ok) {
      return sendHtml(reply, renderSupportForm(mode, { userName, values: form.values, errors: form.errors }), 400);
    }
    const result = await submitSupportRequest(deps, {
      userId: context.user.id,
      request: form.request,
      language: context.language,
    });
    if (result.kind === 'unknown-player') return redirectToLogin(request, reply);
    if (result.kind === 'rate-limited') {
      const notice = supportPageText(context.language, 'tooManyText', {
        count: String(result.count),
        minutes: String(SUPPORT_RATE_LIMIT.windowMinutes),
      });
      const html = renderSupportForm(mode, { userName, values: form.values, errors: {}, notice });
      return sendHtml(reply.header('retry-after', String(SUPPORT_RATE_LIMIT.windowMinutes * 60)), html, 429);
    }
    return reply.redirect(`/platform/support/requests/${result.ticket}?${modeQuery(mode)}`, 303);
  });

  app.get('/platform/support/requests/:ticket', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined) return redirectToLogin(request, reply);
    const mode: SupportPageMode = { language: context.language, embed: isEmbedded(request) };
    const params = ticketParamsSchema.safeParse(request.params);
    const row = params.success ? await findOwnRequest(deps, context.user.id, params.data.ticket) : undefined;
    if (row === undefined) return sendHtml(reply, renderSupportMessage(mode, 'notFound'), 404);
    const replies = await repliesOfOwnRequest(deps, row);
    return sendHtml(
      reply,
      renderSupportSent(mode, {
        userName: context.user.user_name,
        ticket: row.ticket,
        topic: row.topic,
        status: row.status,
        replies,
      }),
    );
  });
}
