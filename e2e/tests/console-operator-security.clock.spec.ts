// Issue 25 point 7 (operator security): a lead adds an operator in the console (the first password and TOTP secret
// shown once) and changes their roles; a finance operator whose last code is more than 15 minutes old is asked for
// a fresh one in a dialog before a money action, which then goes through. On the operator's phone (390 px) the
// player and purchase pages never scroll sideways.
// The server's test clock moves forward 16 minutes here (it never goes back): a `.clock.spec.ts` file runs after
// every other journey of its server. Screenshots at 390 and 1280 px go to the test's output folder.
import { expect, type Page, test } from '@playwright/test';
import {
  consoleAs,
  expectNoSidewaysScroll,
  logInToConsole,
  openPlayer,
  operatorPage,
  playerWithCardDeposit,
  totpCode,
} from '../console';

async function shoot(page: Page, name: string): Promise<void> {
  const phone = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (phone !== null) await page.setViewportSize(phone);
}

test('a lead adds an operator and changes their roles', async ({ browser }) => {
  test.setTimeout(150_000);
  const ops = await consoleAs(browser, ['lead', 'support']);
  await ops.getByRole('link', { name: 'Operators', exact: true }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();

  const email = `new-${Date.now().toString(36)}@ops.example`;
  const form = ops.getByRole('form', { name: 'Add an operator' });
  await form.getByRole('button', { name: 'Add operator' }).click();
  await expect(ops.getByTestId('error-summary')).toContainText('Enter an e-mail address like name@example.com');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Name').fill('Nora New');
  await form.getByLabel('Language').selectOption('de');
  await form.getByRole('button', { name: 'Add operator' }).click();
  await expect(
    ops.getByText('Nora New was added. Give them these details now; they are not shown again.'),
  ).toBeVisible();
  await expect(ops.getByText(/^[A-Z2-7]{32}$/)).toBeVisible();
  await expect(ops.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  await expectNoSidewaysScroll(ops);
  await shoot(ops, 'console-operator-added');

  const list = ops.getByRole('region', { name: 'All operators' }).first();
  const row = list.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Support');
  await row.getByRole('button', { name: 'Change: Nora New' }).click();
  const editor = ops.getByRole('form', { name: 'Roles of Nora New' });
  await editor.getByLabel('Finance').check();
  await editor.getByRole('button', { name: 'Save roles' }).click();
  await expect(ops.getByText('The roles of Nora New were saved.')).toBeVisible();
  await expect(row).toContainText('Support, Finance');

  // Disabling asks first, then ends the operator's access.
  await ops.getByRole('button', { name: 'Disable' }).click();
  await ops.getByRole('button', { name: 'Disable' }).click();
  await expect(ops.getByText('Nora New is disabled and signed out.')).toBeVisible();
  await expect(row).toContainText('Disabled since');
  await shoot(ops, 'console-operator-roles');

  // The audit trail names each change.
  await ops.getByRole('link', { name: 'Audit trail', exact: true }).click();
  await expect(ops.getByText('Operator added').first()).toBeVisible();
  await expect(ops.getByText('Roles changed').first()).toBeVisible();
  await expect(ops.getByText('Operator disabled').first()).toBeVisible();
  await ops.context().close();
});

test('a money action after 15 minutes asks for a fresh code, then goes through', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { player, tid } = await playerWithCardDeposit(page, request, 1);

  const ops = await operatorPage(browser);
  const operator = await logInToConsole(ops, ['finance']);
  await openPlayer(ops, player);
  await expectNoSidewaysScroll(ops);
  await ops.getByRole('link', { name: tid }).click();
  await expect(ops.getByRole('heading', { level: 1, name: `Purchase ${tid}` })).toBeVisible();
  await expectNoSidewaysScroll(ops);
  await ops.goBack();
  await expect(ops.getByRole('heading', { level: 1, name: /^Player / })).toBeVisible();

  // 16 minutes later by the server's clock: the code of the log-in no longer counts for money.
  expect((await request.post('/platform/test/clock', { data: { advanceSeconds: 16 * 60 } })).ok()).toBe(true);
  const adjustment = ops.getByRole('form', { name: 'Manual balance adjustment' });
  await adjustment.getByLabel('Amount in EUR').fill('7.50');
  await adjustment.getByLabel('Reason').fill('Goodwill for the outage');
  await adjustment.getByLabel('Reference (ticket, case number)').fill('TICKET-77');
  await adjustment.getByRole('button', { name: 'Ask for approval' }).click();

  const dialog = ops.getByRole('dialog', { name: 'Confirm with your authenticator app' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Code from your authenticator app').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  const code = await totpCode(request, operator.totpSecret);
  if (code !== '000000') {
    await expect(dialog.getByText('That code is not right.')).toBeVisible();
  }
  await shoot(ops, 'console-fresh-code');
  await dialog.getByLabel('Code from your authenticator app').fill(code);
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(adjustment.getByText('Asked for: Credit (add) of €7.50. It waits for a second operator.')).toBeVisible();
  await ops.context().close();
});
