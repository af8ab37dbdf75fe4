import { expect, type Page, type Request, test } from '@playwright/test';
import { balanceOf, loggedInPlayer, purchasesOf } from '../fixtures';
import {
  choosePackage,
  choosePackageAndMethod,
  chooseProvider,
  continueToReview,
  expectDepositSuccess,
} from '../journey';

// Issue 23: the journey server routes the Adyen codes to the sandbox's Adyen dialect (e2e/scripts/serve.mjs), so
// this card deposit goes through the shop's Adyen adapter: /payments answers RedirectShopper, the 3-D Secure page
// sends the shopper back with a redirectResult, the shop completes it with /payments/details, and the AUTHORISATION
// notification that follows credits nothing a second time. (SEPA and iDEAL through Adyen: deposit-other-methods.)
// The card fields are Adyen Web's (the sandbox's stand-in adyen.js at ADYEN_CLIENT_URL): loaded from the URL the
// server's card details name, never the sandbox's own encrypt.js, and the purchase carries only their encrypted values.

const NEXT_YEAR_BUT_ONE = `12/${String(new Date().getFullYear() + 2).slice(2)}`;
const BLOB = /^adyensandbox_0_1\$/;

/** Records the card scripts the page loads and the card details and purchases it sends. */
function watchCardTraffic(page: Page) {
  const scripts: string[] = [];
  const purchases: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /adyen\.js|encrypt\.js/.test(request.url())) scripts.push(request.url());
    if (request.method() === 'POST' && request.url().endsWith('/deposit/shop/purchases')) purchases.push(request);
  });
  const details = page.waitForResponse((response) => /\/deposit\/shop\/details\/adyen-cc$/.test(response.url()));
  return { scripts, purchases, details };
}

async function expectAdyenScriptFromDetails(page: Page, traffic: ReturnType<typeof watchCardTraffic>) {
  const details = await (await traffic.details).json();
  const [script] = details.encryptClient.scripts;
  expect(script.url).toMatch(/\/checkoutshopper\/sdk\/\d+\.\d+\.\d+\/adyen\.js$/);
  expect(script.additionalServerData).toMatchObject({ library: 'adyen-web', environment: 'test' });
  // The frames are Adyen's (here the sandbox's secured fields), mounted once the script is in.
  await expect(page.locator('#psp-hosted-number iframe, #psp-hosted-saved-cvc iframe').first()).toHaveAttribute(
    'src',
    /\/checkoutshopper\/securedfields\//,
    { timeout: 30_000 },
  );
  expect(traffic.scripts).toEqual([script.url]);
}

async function enterAdyenCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Max Mustermann');
  await page.frameLocator('#psp-hosted-number iframe').locator('input').fill(number);
  await page.frameLocator('#psp-hosted-expiry iframe').locator('input').fill(NEXT_YEAR_BUT_ONE);
  await page.frameLocator('#psp-hosted-cvc iframe').locator('input').fill('737');
}

test('a card deposit through Adyen with a 3-D Secure challenge credits once', async ({ page, request }) => {
  // The card fields, the 3-D Secure page and the way back: three pages' loads on a shared CI machine.
  test.setTimeout(120_000);
  const player = await loggedInPlayer(page, request);
  const before = await balanceOf(request, player);
  await page.goto('/?lang=en');
  await choosePackage(page, 1);
  const traffic = watchCardTraffic(page);
  await chooseProvider(page, 'Credit card', 'adyen-cc');
  await expectAdyenScriptFromDetails(page, traffic);
  await expect(page.locator('#psp-hosted-number iframe')).toHaveAttribute('title', 'Card number');
  await enterAdyenCard(page, '4000 0027 6000 3184');
  await continueToReview(page);
  // Back through the shop's Adyen return route (the adapter's payments/details), not the sandbox's own way back.
  const adyenReturn = page.waitForRequest(/\/deposit\/psp\/return\/adyen\/.+redirectResult=/);
  // A double click pays once.
  await page.getByRole('button', { name: 'Deposit now' }).dblclick();
  await page.getByTestId('psp-choice-approve').click({ timeout: 30_000 });
  await adyenReturn;
  await expectDepositSuccess(page);
  // The card went as Adyen's encrypted fields: no card number, no sandbox token.
  const body = traffic.purchases[0]?.postDataJSON();
  expect(Object.keys(JSON.parse(body.details.card.token))).toEqual([
    'encryptedCardNumber',
    'encryptedExpiryMonth',
    'encryptedExpiryYear',
    'encryptedSecurityCode',
  ]);
  for (const blob of Object.values(JSON.parse(body.details.card.token))) expect(blob).toMatch(BLOB);
  expect(JSON.stringify(body)).not.toContain('4000002760003184');
  expect((await purchasesOf(request, player)).map((purchase) => purchase.state)).toEqual(['SUCCESS']);
  expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(2000);
});

test('a saved Adyen card pays with only its CVC, from Adyen’s CVC field', async ({ page, request }) => {
  // Two deposits, the first one saving the card.
  test.setTimeout(120_000);
  const player = await loggedInPlayer(page, request);
  await choosePackageAndMethod(page, 1, 'Credit card', 'adyen-cc');
  await enterAdyenCard(page, '4242 4242 4242 4242');
  await continueToReview(page);
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expectDepositSuccess(page);

  await page.goto('/?lang=en');
  await choosePackage(page, 2);
  const traffic = watchCardTraffic(page);
  await chooseProvider(page, 'Credit card', 'adyen-cc');
  await expect(page.getByText('Your saved card')).toBeVisible();
  await expect(page.getByText('•••• •••• •••• 4242')).toBeVisible();
  await expectAdyenScriptFromDetails(page, traffic);
  // Continue without the CVC: the shop's own message, and the frame marked invalid.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  const cvc = page.frameLocator('#psp-hosted-saved-cvc iframe').locator('input');
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  await cvc.fill('737');
  await continueToReview(page);
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expectDepositSuccess(page);
  const body = traffic.purchases[0]?.postDataJSON();
  expect(body.details.savedCard.cvcToken).toMatch(BLOB);
  expect(body.details.card).toBeUndefined();
  expect((await purchasesOf(request, player)).map((purchase) => purchase.state)).toEqual(['SUCCESS', 'SUCCESS']);
});
