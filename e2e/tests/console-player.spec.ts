// The console's read side against the real server: support finds a player, sees the ledger balance the player
// has, adds a note, and the note's audit entry shows in the audit trail.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { logInToConsole, openPlayer } from '../console';
import { balanceOf, createPlayer } from '../fixtures';

test('the console login and a signed-in screen have no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/console/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expectNoAxeViolations(page, 'console login with errors');
  await logInToConsole(page, ['support', 'finance']);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily report' })).toBeVisible();
  await expectNoAxeViolations(page, 'console reports');
});

test('support finds a player, sees their balance, adds a note, and the audit trail records it', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'money-de', { withdrawable: 4321 });
  expect((await balanceOf(request, player)).withdrawable).toBe(4321);
  await logInToConsole(page, ['support']);
  await openPlayer(page, player);

  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByText('€43.21').first()).toBeVisible();
  // Support has no finance actions.
  await expect(page.getByRole('button', { name: 'Lift deposit block' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'console player page');

  const note = `Called ${player} back about the bonus`;
  await page.getByLabel('New note').fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText(note)).toBeVisible();

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Subject type').selectOption('player');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Note added' }).filter({ hasText: note })).toBeVisible();
});
