// Issue 25 "Done when": 250 first payouts wait in review and a finance operator, signed in with password and TOTP,
// pages to the last one and approves it. The payouts are set up through the test-support API (a player with a first
// payout booked in REVIEW each), not by clicking. Named to run after console-payout-review.spec.ts: the 249 payouts
// left waiting would push that journey's payout off the queue's first page.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInToConsole } from '../console';

const WAITING = 250;
const PARALLEL = 25;

/** The screen at a phone's and a desktop's width, scrolled to `at`. */
async function shoot(page: Page, name: string, at: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('finance pages to the last of 250 waiting payouts and approves it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const players: string[] = [];
  const create = async () => {
    const response = await request.post('/platform/test/players', {
      data: { template: 'money-de', reviewPayout: 1000 },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { userName: string }).userName;
  };
  for (let made = 0; made < WAITING - 1; made += PARALLEL) {
    players.push(...(await Promise.all(Array.from({ length: Math.min(PARALLEL, WAITING - 1 - made) }, create))));
  }
  // The newest payout, created last: the last item of the queue (oldest first).
  const newest = await create();

  await logInToConsole(page, ['finance']);
  await page.getByRole('link', { name: 'Payout review' }).click();
  const summary = page.getByTestId('queue-summary');
  await expect(summary.getByText(/^\d+ payouts wait for review$/)).toBeVisible();
  const total = Number((await summary.getByText(/payouts wait for review$/).textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(WAITING);
  await expect(page.getByText(`1–20 of ${total}`)).toBeVisible();
  await shoot(page, 'payout-queue', summary);

  const next = page.getByRole('button', { name: 'Next page' });
  const lastPage = Math.ceil(total / 20);
  for (let number = 2; number <= lastPage; number += 1) {
    await next.click();
    await expect(page.getByText(`Page ${number}`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(`${(lastPage - 1) * 20 + 1}–${total} of ${total}`)).toBeVisible();
  await expect(next).toBeDisabled();
  const card = page.getByRole('listitem').filter({ hasText: newest });
  await expect(card).toHaveCount(1);
  await card.getByText('Player context').click();
  await expect(card.getByText('matches the player’s name')).toBeVisible();
  await shoot(page, 'payout-queue-last', card);
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`The payout of ${newest} is approved and sent to the PSP.`)).toBeVisible();
  await expect(page.getByTestId('queue-summary').getByText(`${total - 1} payouts wait for review`)).toBeVisible();

  // The lists and the player page as an operator sees them (looked at by the author at both widths).
  await page.getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('link', { name: 'Payouts', exact: true }).click();
  await expect(page.getByTestId('ops-list').getByText(/^1–50 of \d+$/)).toBeVisible();
  await shoot(page, 'lists-payouts', page.getByTestId('ops-list'));
  await page
    .getByTestId('ops-list')
    .getByRole('link', { name: new RegExp(`^${newest} · #\\d+$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Player / })).toBeVisible();
  await expect(page.getByTestId('player-purchases')).toBeVisible();
  await shoot(page, 'player-page', page.getByTestId('player-purchases'));
  expect(players).toHaveLength(WAITING - 1);
});
