// Logout revokes the deposit and payout tokens of that session (issue 9 point 6), and only of that session.
import { describe, expect, it } from 'vitest';
import { bankPayout, newPlayer, payoutTokenFor, postPayout } from '../../test/payout-helpers.ts';
import { depositTokenFor, loginAs, setUpTestApp, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('tokens of a session on %s', (kind) => {
  const t = setUpTestApp(kind, { config: { enableTestApi: true } });

  const depositCall = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/deposit/shop/express/settings',
      headers: { authorization: `Bearer ${token}` },
    });
  const logOut = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/platform/logout', headers: { cookie, origin: shopOriginOf(t.app) } });
  async function payoutErrors(cookie: string, token: string): Promise<unknown> {
    const response = await postPayout(t.app, cookie, token, bankPayout(1000));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payoutErrors;
  }

  it('refuses a deposit or payout token used after its session logged out; the other session keeps its own', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const phone = await loginAs(t.app, player.userName);
    const [depositToken, payoutToken, phoneDepositToken] = [
      await depositTokenFor(t.app, player.cookie),
      await payoutTokenFor(t.app, player.cookie),
      await depositTokenFor(t.app, phone),
    ];
    await payoutTokenFor(t.app, phone);
    expect((await depositCall(depositToken)).statusCode).toBe(200);

    expect((await logOut(player.cookie)).statusCode).toBe(303);

    const refused = await depositCall(depositToken);
    expect([refused.statusCode, refused.json()]).toEqual([401, ['not-authenticated']]);
    // Stolen with the laptop's session: the payout token is no good with the phone's session either.
    expect(await payoutErrors(phone, payoutToken)).toEqual(['invalidToken']);
    const rows = await t.db
      .selectFrom('payout_tokens')
      .select('token_hash')
      .where('user_id', '=', player.userId)
      .execute();
    expect(rows).toHaveLength(1);

    // The phone's session and its tokens are untouched (the one payout token left is the phone's).
    expect((await depositCall(phoneDepositToken)).statusCode).toBe(200);
  });
});
