// Issue 12 point 3: a player's first payout waits for the shop's review. A finance operator decides through
// the operator API (the console's calls, logged in with password and TOTP); the player sees the outcome on
// their next visit to /payout.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { balanceOf, loggedInPlayer } from '../fixtures';
import { enterBankPayout } from '../payout';

/** A new finance operator, logged in on `request`'s cookie jar (the shop_ops cookie). */
async function financeOperator(request: APIRequestContext, origin: string): Promise<void> {
  const created = await request.post('/platform/test/operators', { data: { roles: ['finance'] } });
  expect(created.status()).toBe(201);
  const operator = (await created.json()) as { email: string; password: string; totpSecret: string };
  const totp = await request.post('/platform/test/operators/totp', { data: { secret: operator.totpSecret } });
  const { code } = (await totp.json()) as { code: string };
  const login = await request.post('/ops/api/login', {
    data: { email: operator.email, password: operator.password, totp: code },
    headers: { origin },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The player's payout waiting in the queue. */
async function queuedPayoutOf(request: APIRequestContext, userName: string): Promise<{ publicId: string }> {
  const response = await request.get('/ops/api/payouts?state=REVIEW');
  expect(response.status()).toBe(200);
  const { payouts } = (await response.json()) as {
    payouts: Array<{ publicId: string; userName: string; firstPayout: boolean; amount: number }>;
  };
  const payout = payouts.find((candidate) => candidate.userName === userName);
  expect(payout, `${userName}'s payout in the queue`).toMatchObject({ firstPayout: true, amount: 5000 });
  return { publicId: payout?.publicId ?? '' };
}

async function requestFirstPayout(page: Page): Promise<void> {
  await enterBankPayout(page, '50');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your payout' })).toBeVisible();
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout requested' })).toBeVisible();
  await expect(page.getByText(/^We check every first payout, and large ones, before we send them\./)).toBeVisible();
}

/** Each test's player, logged in on `page`, and the shop's origin (the operator API checks it). */
const reviewTest = test.extend<{ origin: string; player: string }>({
  origin: async ({ baseURL }, use) => use(new URL(baseURL ?? '').origin),
  player: async ({ page, request }, use) => use(await loggedInPlayer(page, request)),
});

reviewTest.describe('payout review', () => {
  reviewTest(
    'a rejected first payout: the money is back and the player reads why on /payout',
    async ({ page, request, origin, player }) => {
      const before = await balanceOf(request, player);
      await requestFirstPayout(page);
      await expect.poll(async () => (await balanceOf(request, player)).withdrawable).toBe(before.withdrawable - 5000);

      await financeOperator(request, origin);
      const { publicId } = await queuedPayoutOf(request, player);
      const note = 'Please use an account in your own name.';
      const rejected = await request.post(`/ops/api/payouts/${publicId}/reject`, {
        data: { reasonCode: 'account_holder_mismatch', note },
        headers: { origin },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);

      expect((await balanceOf(request, player)).withdrawable).toBe(before.withdrawable);
      await page.goto('/payout?lang=en');
      const notice = page.getByRole('region', { name: "Your last payout couldn't be made" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(/We couldn't pay out your request of 50,00\s€\./);
      // The reason in the player's language, the team's note as typed and labelled.
      await expect(notice).toContainText('Reason: The account holder does not match the name on your player account.');
      await expect(notice).toContainText(`Note from our team: ${note}`);
      // The player may request a new payout straight away.
      await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
    },
  );

  reviewTest(
    'an approved first payout is paid out by the PSP and the player may request the next one',
    async ({ page, request, origin, player }) => {
      await requestFirstPayout(page);
      await page.goto('/payout?lang=en');
      await expect(page.getByRole('region', { name: 'Your payout is being checked' })).toBeVisible();

      await financeOperator(request, origin);
      const { publicId } = await queuedPayoutOf(request, player);
      const approved = await request.post(`/ops/api/payouts/${publicId}/approve`, { data: {}, headers: { origin } });
      expect(approved.status(), await approved.text()).toBe(200);
      const again = await request.post(`/ops/api/payouts/${publicId}/approve`, { data: {}, headers: { origin } });
      expect(again.status()).toBe(409);

      // Sent to the PSP sandbox, which pays it out shortly (PSP_PAYOUT_SETTLE_MS) and tells the shop.
      await expect
        .poll(async () => {
          const settled = await request.get('/ops/api/payouts?state=SETTLED');
          const { payouts } = (await settled.json()) as { payouts: Array<{ publicId: string }> };
          return payouts.some((payout) => payout.publicId === publicId);
        })
        .toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Withdraw money' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your payout is being checked' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
    },
  );
});
