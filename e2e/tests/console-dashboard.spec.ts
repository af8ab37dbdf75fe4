// Issue 25 point 9: an operator logs in (TOTP) and the dashboard draws its charts; a failing reconciler raises an
// alert (set up through the test API: failed rounds recorded, one round of the alerts job) that shows as a banner
// until the next round resolves it.
import { expect, test } from '@playwright/test';
import { logInToConsole } from '../console';

test('the dashboard shows its charts, and an alert banner comes and goes with the rule', async ({ page }) => {
  await logInToConsole(page, ['support']);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of [
    'Daily volume per currency',
    'Success rate per provider code (%)',
    'Deposit funnel',
    'Payouts waiting for review, by age',
  ]) {
    await expect(page.getByRole('img', { name })).toBeVisible();
    await expect(page.getByRole('img', { name }).locator('canvas')).toHaveCount(1);
  }

  const raised = await page.request.post('/platform/test/ops-alerts/round', { data: { reconcilerFailures: 3 } });
  expect(raised.ok(), await raised.text()).toBe(true);
  await page.reload();
  const banner = page.getByRole('region', { name: /^Open alerts/ });
  await expect(banner).toContainText('The job “purchase reconciliation” failed 3 rounds in a row');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });

  const resolved = await page.request.post('/platform/test/ops-alerts/round', { data: { reconcilerFailures: 0 } });
  expect(resolved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('The job “purchase reconciliation” failed')).toHaveCount(0);
});
