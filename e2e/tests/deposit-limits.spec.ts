// Issue 8: a German player sets 50 € a month on the demo platform, deposits 20 €, and is then refused 50 € with the
// remaining 30 € and the date more is possible shown — in German, with German amounts and dates. A second tab that
// loaded the shop before the deposit is refused by the server; a fresh shop shows 50 € as not available.
import { expect, type Page, test } from '@playwright/test';
import { createPlayer, logIn, purchasesOf } from '../fixtures';

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

/** The first day of the server clock's next month (UTC), as SPEC §3 writes German dates. */
async function nextMonthStart(page: Page): Promise<string> {
  const response = await page.request.get('/platform/test/clock');
  const now = new Date(((await response.json()) as { now: string }).now);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(first.getUTCDate())}.${pad(first.getUTCMonth() + 1)}.${first.getUTCFullYear()}`;
}

/** From the amount screen to the review of the package priced `price`, paid with the test payment. */
async function reviewPackage(page: Page, price: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Betrag wählen' })).toBeVisible();
  await page.locator(`[data-testid="package-tile"][data-price="${price}"]`).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);
  await page.getByRole('radio', { name: 'Testzahlung', exact: true }).click({ force: true });
  await expect(page).toHaveURL(/\/provider\/gdDummyPay$/);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen und bezahlen' })).toBeVisible();
}

test('a German player with 50 € a month deposits 20 €, then 50 € is refused with 30 € left and the date', async ({
  page,
  context,
  request,
}) => {
  const player = await createPlayer(request, 'money-de');
  await logIn(page, player);
  const date = await nextMonthStart(page);

  // The demo platform's limits page, reached from the games page.
  await page.goto('/platform/games');
  await page.getByTestId('deposit-limits-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einzahlungslimits' })).toBeVisible();
  await expect(page.getByTestId('operator-limit')).toHaveText(
    nbsp(
      'Spieler in Deutschland können laut Gesetz höchstens 1.000,00 € pro Monat einzahlen, über alle Einzahlungen hinweg.',
    ),
  );
  await page.getByLabel('Neues Monatslimit (EUR)').fill('50');
  await page.getByTestId('limit-month-save').click();
  await expect(page.getByTestId('limit-notice')).toHaveText('Gespeichert. Dein neues Limit gilt ab sofort.');
  await expect(page.getByTestId('limit-month-in-force')).toHaveText(nbsp('50,00 €'));

  // A second tab loads the shop now and waits on the review of 50 €.
  const second = await context.newPage();
  await second.goto('/');
  await reviewPackage(second, 5000);

  // The first tab deposits 20 €.
  await page.goto('/');
  await reviewPackage(page, 2000);
  await page.getByRole('button', { name: /einzahlen$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einzahlung erfolgreich' })).toBeVisible({
    timeout: 30_000,
  });

  // The second tab still offers 50 €: the server refuses it with what is left and the date.
  await second.getByRole('button', { name: /einzahlen$/ }).click();
  await expect(second).toHaveURL(/\/error\/depositLimitReached_New/);
  // Issue 24 point 11: headed and titled as the limit it is, not as an error.
  await expect(second.getByRole('heading', { level: 1, name: 'Hier greift dein Einzahlungslimit' })).toBeVisible();
  await expect(second).toHaveTitle(/^Einzahlungslimit – /);
  await expect(second.getByRole('main')).toContainText(
    nbsp(
      `Diese Einzahlung würde dein Einzahlungslimit überschreiten. Du kannst noch 30,00 € einzahlen; ab dem ${date} ist wieder mehr möglich.`,
    ),
  );

  // Back to the amounts: the shop is asked again and 50 € is shown, but not available, with the reason.
  await second.getByRole('button', { name: 'Zurück zur Betragsauswahl' }).click();
  await expect(second.getByTestId('deposit-limit-notice')).toHaveText(
    nbsp(
      `Wegen deines Einzahlungslimits kannst du gerade bis zu 30,00 € einzahlen. Ab dem ${date} ist wieder mehr möglich.`,
    ),
  );
  const fifty = second.locator('[data-testid="package-tile"][data-price="5000"]');
  await expect(fifty).toHaveAttribute('data-unavailable', 'true');
  await expect(fifty).toContainText('Nicht verfügbar: über deinem Einzahlungslimit');
  await expect(fifty.getByRole('radio')).toBeDisabled();
  await expect(second.locator('[data-testid="package-tile"][data-price="2000"]').getByRole('radio')).toBeEnabled();

  // The platform page counts the 20 €.
  await page.goto('/platform/deposit-limits');
  await expect(page.getByTestId('limit-month-used')).toHaveText(nbsp('20,00 €'));
  await expect(page.getByTestId('limit-month-left')).toHaveText(nbsp('30,00 €'));
  const purchases = await purchasesOf(request, player);
  expect(purchases.map((purchase) => [purchase.price, purchase.state])).toEqual([[2000, 'SUCCESS']]);
});
