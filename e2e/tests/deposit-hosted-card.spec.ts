import { expect, test } from '@playwright/test';
import { balanceOf, loggedInPlayer } from '../fixtures';
import { choosePackageAndMethod, continueToReview, expectDepositSuccess } from '../journey';

test('a card entered in the provider-hosted fields pays without the shop seeing the number', async ({
  page,
  request,
}) => {
  const player = await loggedInPlayer(page, request);
  const before = await balanceOf(request, player);
  await choosePackageAndMethod(page, 1, 'Credit card', 'adyen-cc');

  await page.getByLabel('Name on card').fill('Max Mustermann');
  const number = page.frameLocator('#psp-hosted-number iframe').locator('input');
  const expiry = page.frameLocator('#psp-hosted-expiry iframe').locator('input');
  const cvc = page.frameLocator('#psp-hosted-cvc iframe').locator('input');
  await number.fill('4242 4242 4242 1234');
  await expiry.fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
  await cvc.fill('737');
  await page.getByRole('button', { name: 'Continue' }).click();
  // An invalid number is reported by the hosted field and keeps the player on the provider page.
  await expect(page).toHaveURL(/\/provider\/adyen-cc$/);

  await number.fill('4242 4242 4242 4242');
  const shopOrigin = new URL(page.url()).origin;
  const cardNumberSentToShop: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(shopOrigin) && (req.postData() ?? '').includes('4242424242424242')) {
      cardNumberSentToShop.push(req.url());
    }
  });
  await continueToReview(page);
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expectDepositSuccess(page);
  // Every request of the whole payment, not only those of a short window: the card number never reached the shop.
  expect(cardNumberSentToShop).toEqual([]);
  expect((await balanceOf(request, player)).withdrawable - before.withdrawable).toBe(2000);
});
