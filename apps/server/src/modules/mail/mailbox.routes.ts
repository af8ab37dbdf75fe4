// The demo platform's mailbox (like MailHog, for one player): /platform/mailbox lists the logged-in player's
// e-mails, /platform/mailbox/:id shows one of them. Another player's mail is a 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { keepPageLanguage, pageContextOf, redirectToLogin, sendHtml } from '../pages/pages.context.ts';
import { recipientOf } from './mail-outbox.ts';
import { listMailbox, openMail } from './mailbox.service.ts';
import { renderMailbox, renderMailNotFound, renderMailView } from './mailbox.views.ts';

const mailParamsSchema = z.object({ id: z.string().max(40) });

export async function mailboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  keepPageLanguage(app);
  app.get('/platform/mailbox', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.user === undefined || context.userId === null) return redirectToLogin(request, reply);
    const mails = await listMailbox(deps, context.userId);
    return sendHtml(reply, renderMailbox(context.language, { address: recipientOf(context.user), mails }));
  });

  app.get('/platform/mailbox/:id', async (request, reply) => {
    const context = await pageContextOf(deps, request);
    if (context.userId === null) return redirectToLogin(request, reply);
    const params = mailParamsSchema.safeParse(request.params);
    const mail = params.success ? await openMail(deps, context.userId, params.data.id) : null;
    if (mail === null) return sendHtml(reply, renderMailNotFound(context.language), 404);
    return sendHtml(reply, renderMailView(context.language, { from: deps.config.mailFrom, mail }));
  });
}
