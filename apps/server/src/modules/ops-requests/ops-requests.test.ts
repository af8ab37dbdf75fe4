// Issue 25 point 3: operators decide limit-increase requests and answer support requests (docs/back-office.md
// "Limit-increase and support requests"): role and origin checks, bad input refused with nothing changed, decided
// once (two decisions at once on PostgreSQL: one wins), the player's limit in the shop and the purchase check, the
// e-mails in the outbox in the player's language, the reply on the player's own support page.
import { shopResponseSchema } from '@shop/contracts/shop';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import { setUpOpsActionTests } from '../../test/ops-action-helpers.ts';
import { newPlayer } from '../../test/payout-helpers.ts';
import { purchaseBody } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { renderMail } from '../mail/mail-templates.ts';
import { submitSupportRequest } from '../support/support.service.ts';

const ELV = { elv: { iban: 'DE89370400440532013000', holder: 'Max Mustermann', mandate: true } };

describe.each(DATABASE_KINDS)('limit-increase and support requests (%s)', (kind) => {
  const t = setUpOpsActionTests(kind);

  /** A new German money player (EUR) in `lang` who asked for a higher micropayment-elv limit. */
  async function playerWithRequest(lang = 'de') {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0, lang });
    const { authorization } = await depositAuthFor(t.app, player.userName);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/deposit/shop/limitIncrease/micropayment-elv',
      headers: { authorization },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const row = await t.db
      .selectFrom('limit_increase_requests')
      .select('id')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    return { ...player, authorization, requestId: row.id };
  }

  const decide = (id: string, body: Record<string, unknown>, cookie = t.financeCookie) =>
    t.opsPost(cookie, `/ops/api/limit-increase-requests/${id}/decision`, body);
  const detail = (id: string, cookie = t.supportCookie) =>
    t.app.inject({ method: 'GET', url: `/ops/api/limit-increase-requests/${id}`, headers: { cookie } });
  const mailsOf = (userId: number) =>
    t.db.selectFrom('mail_outbox').select(['kind', 'lang', 'params']).where('user_id', '=', userId).execute();
  const stateOf = async (id: string) =>
    (
      await t.db
        .selectFrom('limit_increase_requests')
        .select(['state', 'granted_amount'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;
  const elvLimitInShop = async (authorization: string) => {
    const shop = shopResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/deposit/shop?currencyType=REAL', headers: { authorization } })
      ).json(),
    );
    return shop.providers.find((provider) => provider.code === 'micropayment-elv')?.limit;
  };

  it('grants a higher limit (finance): the shop shows it and accepts the larger deposit; mailed in German', async () => {
    const player = await playerWithRequest('de');
    const before = await detail(player.requestId);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      request: { id: player.requestId, providerCode: 'micropayment-elv', state: 'PENDING', decidedBy: null },
      player: { id: player.userId, currency: 'EUR', lang: 'de' },
      limits: { currency: 'EUR', providerLimit: 5000, currentLimit: 5000, maxLimit: 100_000 },
    });
    const bigger = await t.shopPackage(player.authorization, 10_000);
    const refused = await t.pay(player.authorization, purchaseBody('micropayment-elv', bigger, ELV));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('35');

    const granted = await decide(player.requestId, { decision: 'grant', amount: 20_000, currency: 'EUR' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      request: { state: 'APPROVED', grantedAmount: 20_000, currency: 'EUR', decidedBy: { id: t.finance.id } },
      limits: { currentLimit: 20_000, providerLimit: 5000 },
    });
    expect(await elvLimitInShop(player.authorization)).toBe(20_000);
    const paid = await t.payOk(player.authorization, purchaseBody('micropayment-elv', bigger, ELV));
    expect(paid.state).toBe('SUCCESS');
    const pending = await t.app.inject({
      method: 'HEAD',
      url: '/deposit/shop/limitIncrease/micropayment-elv/pendingApproval',
      headers: { authorization: player.authorization },
    });
    expect(pending.statusCode).toBe(404);

    const mails = await mailsOf(player.userId);
    expect(mails.map((mail) => [mail.kind, mail.lang])).toEqual([['limit_increase_granted', 'de']]);
    const rendered = renderMail(mails[0] as { kind: string; lang: string; params: unknown });
    expect(rendered.subject).toBe('Dein Einzahlungslimit für Lastschrift wurde erhöht');
    expect(rendered.text).toMatch(/beträgt 200,00\s€/);
    const audit = await t.auditOf('player', String(player.userId));
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([['limit_increase.grant', t.finance.id]]);
    expect(audit[0]?.before).toMatchObject({ requestId: player.requestId, state: 'PENDING', limit: 5000 });
    expect(audit[0]?.after).toMatchObject({ state: 'APPROVED', limit: 20_000, currency: 'EUR' });
  });

  it('decides once: a second decision is 409 and changes nothing', async () => {
    const player = await playerWithRequest();
    expect((await decide(player.requestId, { decision: 'grant', amount: 8000, currency: 'EUR' })).statusCode).toBe(200);
    const again = await decide(player.requestId, { decision: 'grant', amount: 9000, currency: 'EUR' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_decided' });
    const decline = await decide(player.requestId, { decision: 'decline', reason: 'changed my mind' });
    expect(decline.statusCode).toBe(409);
    expect(await elvLimitInShop(player.authorization)).toBe(8000);
    expect(await mailsOf(player.userId)).toHaveLength(1);
    expect(await t.auditOf('player', String(player.userId))).toHaveLength(1);
  });

  it('declines with a reason, mailed in the player’s language (French), the limit unchanged', async () => {
    const player = await playerWithRequest('fr');
    const noReason = await decide(player.requestId, { decision: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'invalid_body', fields: { reason: 'required' } });
    const declined = await decide(player.requestId, { decision: 'decline', reason: 'Form not <signed>' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().request).toMatchObject({ state: 'REJECTED', decisionReason: 'Form not <signed>' });
    expect(await elvLimitInShop(player.authorization)).toBe(5000);
    const [mail] = await mailsOf(player.userId);
    expect(mail).toMatchObject({ kind: 'limit_increase_declined', lang: 'fr' });
    const rendered = renderMail(mail as { kind: string; lang: string; params: unknown });
    expect(rendered.subject).toBe('Votre demande de limite de dépôt plus élevée');
    expect(rendered.text).toContain('Message de notre équipe : Form not <signed>');
    expect(rendered.html).toContain('Form not &lt;signed&gt;');
    expect(rendered.html).not.toContain('<signed>');
    const audit = await t.auditOf('player', String(player.userId));
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['limit_increase.decline', 'Form not <signed>'],
    ]);
  });

  it('refuses other roles, other sites and bad amounts with nothing changed', async () => {
    const player = await playerWithRequest();
    const grant = { decision: 'grant', amount: 20_000, currency: 'EUR' };
    expect((await decide(player.requestId, grant, t.supportCookie)).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/ops/api/limit-increase-requests/${player.requestId}/decision`,
      headers: { cookie: t.financeCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: grant,
    });
    expect(crossSite.statusCode).toBe(403);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ decision: 'grant', currency: 'EUR' }, { amount: 'required' }],
      [{ decision: 'grant', amount: 20_000, currency: 'DKK' }, { currency: 'not_player_currency' }],
      [{ decision: 'grant', amount: 5000, currency: 'EUR' }, { amount: 'not_above_current' }],
      [{ decision: 'grant', amount: 100_001, currency: 'EUR' }, { amount: 'above_maximum' }],
    ];
    for (const [body, fields] of refusals) {
      const answer = await decide(player.requestId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toEqual({ code: 'invalid_body', fields });
    }
    for (const body of [{ decision: 'grant', amount: 12.5, currency: 'EUR' }, { decision: 'maybe' }, {}]) {
      expect((await decide(player.requestId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await decide('999999999', grant)).statusCode).toBe(404);
    expect((await decide('abc', grant)).statusCode).toBe(404);
    expect((await detail('abc')).statusCode).toBe(404);
    expect(await stateOf(player.requestId)).toBe('PENDING');
    expect(await elvLimitInShop(player.authorization)).toBe(5000);
    expect(await mailsOf(player.userId)).toEqual([]);
    expect(await t.auditOf('player', String(player.userId))).toEqual([]);
  });

  it.runIf(kind === 'postgres')('two decisions at the same moment: one wins, the other is 409', async () => {
    const player = await playerWithRequest();
    const answers = await Promise.all([
      decide(player.requestId, { decision: 'grant', amount: 15_000, currency: 'EUR' }),
      decide(player.requestId, { decision: 'decline', reason: 'not this time' }, t.checkerCookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const state = await stateOf(player.requestId);
    expect(await elvLimitInShop(player.authorization)).toBe(state === 'APPROVED' ? 15_000 : 5000);
    expect(await mailsOf(player.userId)).toHaveLength(1);
    expect(await t.auditOf('player', String(player.userId))).toHaveLength(1);
  });

  async function supportRequest(lang = 'de') {
    const player = await newPlayer(t.app, 'money-de', { withdrawable: 0, lang });
    const sent = await submitSupportRequest(
      { db: t.db, clock: systemClock },
      {
        userId: player.userId,
        request: { topic: 'deposit', message: 'My deposit is missing', reference: 'tid-1', screen: '/end' },
        language: lang as 'de',
      },
    );
    if (sent.kind !== 'sent') throw new Error(`support request not sent: ${sent.kind}`);
    return { ...player, ticket: sent.ticket };
  }
  const reply = (ticket: string, body: Record<string, unknown>, cookie = t.supportCookie) =>
    t.opsPost(cookie, `/ops/api/support-requests/${ticket}/replies`, body);

  it('answers a support request (support): status, reply by e-mail escaped, in the history and on the player’s page', async () => {
    const player = await supportRequest('de');
    const body = {
      message: 'Hallo <b>Lena</b> & Team,\nes ist gutgeschrieben.',
      status: 'answered',
      replyKey: 'form-0001',
    };
    expect((await reply(player.ticket, body, t.financeCookie)).statusCode).toBe(403);
    const answered = await reply(player.ticket, body);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'answered', reply: { message: body.message, status: 'answered' } });
    // The same form sent again (double click): the same reply, no second e-mail.
    const repeated = await reply(player.ticket, body);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().reply.id).toBe(answered.json().reply.id);
    expect((await reply(player.ticket, { ...body, message: 'Something else' })).json()).toEqual({
      code: 'reply_key_reused',
    });

    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/api/support-requests/${player.ticket}`,
      headers: { cookie: t.financeCookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      request: { ticket: player.ticket, status: 'answered', message: 'My deposit is missing' },
      player: { id: player.userId, lang: 'de' },
      replies: [{ message: body.message, status: 'answered', operator: { id: t.support.id } }],
    });
    const mails = await mailsOf(player.userId);
    expect(mails.map((mail) => [mail.kind, mail.lang])).toEqual([['support_reply', 'de']]);
    const rendered = renderMail(mails[0] as { kind: string; lang: string; params: unknown });
    expect(rendered.subject).toBe(`Antwort auf deine Supportanfrage ${player.ticket}`);
    expect(rendered.html).toContain('Hallo &lt;b&gt;Lena&lt;/b&gt; &amp; Team,');
    expect(rendered.html).not.toContain('<b>Lena</b>');
    expect(rendered.text).toContain(body.message);
    const audit = await t.auditOf('player', String(player.userId));
    expect(audit.map((entry) => [entry.action, entry.operator_id])).toEqual([['support.reply', t.support.id]]);
    expect(audit[0]?.before).toEqual({ ticket: player.ticket, status: 'open' });

    const own = await t.app.inject({
      method: 'GET',
      url: `/platform/support/requests/${player.ticket}`,
      headers: { cookie: player.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Antworten unseres Teams');
    expect(own.body).toContain('Hallo &lt;b&gt;Lena&lt;/b&gt; &amp; Team,');
    expect(own.body).toContain('Status: beantwortet');

    const closed = await reply(player.ticket, {
      message: 'Closing this now.',
      status: 'closed',
      replyKey: 'form-0002',
    });
    expect(closed.statusCode).toBe(201);
    expect((await mailsOf(player.userId)).map((mail) => mail.kind)).toEqual(['support_reply', 'support_reply']);
  });

  it('refuses a bad reply, an unknown ticket and another site with nothing changed', async () => {
    const player = await supportRequest('en');
    const good = { message: 'Thanks, sorted.', status: 'answered', replyKey: 'form-0003' };
    for (const body of [
      { ...good, message: ' ' },
      { ...good, status: 'resolved' },
      { ...good, replyKey: 'short' },
      { ...good, message: 'x'.repeat(5001) },
    ]) {
      expect((await reply(player.ticket, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await reply('SR-2222-2222', good)).statusCode).toBe(404);
    expect((await reply('nonsense', good)).statusCode).toBe(404);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/ops/api/support-requests/${player.ticket}/replies`,
      headers: { cookie: t.supportCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: good,
    });
    expect(crossSite.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('support_requests')
      .select('status')
      .where('ticket', '=', player.ticket)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await mailsOf(player.userId)).toEqual([]);
    expect(await t.auditOf('player', String(player.userId))).toEqual([]);
  });
});
