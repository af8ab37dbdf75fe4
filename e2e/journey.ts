// Steps every deposit journey shares: the amount screen and the provider list, a card deposit from start to end,
// and the saver package's sign-up by direct debit and its confirmation e-mail.
import { expect, type Page } from '@playwright/test';
import { enterCard } from './card';

/** On the amount screen (English), picks the package at `index` (price order) and continues. */
export async function choosePackage(page: Page, index: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your amount' })).toBeVisible();
  await page.getByRole('radio').nth(index).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);
}

/** On the provider screen, picks a method by its visible name and waits for its route. */
export async function chooseProvider(page: Page, name: string | RegExp, code: string): Promise<void> {
  const radio = page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });
  // Choosing a method replaces the route, which re-renders the list: click, then wait for the route.
  await radio.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/provider/${code}$`));
  await expect(page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name })).toBeChecked();
}

/** A practice player's personal data form (/personal) filled with a valid German address. */
export async function fillPersonalData(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^(Mr|Mr\.)$/ }).check({ force: true });
  await page.getByLabel('First name').fill('Petra');
  await page.getByLabel('Last name').fill('Probe');
  await page.getByLabel('Day').selectOption('15');
  await page.getByLabel('Month').selectOption('6');
  await page.getByLabel('Year').selectOption('1990');
  await page.getByLabel('Street and house number').fill('Teststraße 1');
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('City').fill('Berlin');
}

export async function continueToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
}

export async function expectDepositSuccess(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/end$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
}

/** From the amount screen (English): the package at `index` with the method `name` (code `code`) chosen. */
export async function choosePackageAndMethod(page: Page, index: number, name: string | RegExp, code: string) {
  await page.goto('/?lang=en');
  await choosePackage(page, index);
  await chooseProvider(page, name, code);
}

/** From the amount screen: the package at `index` with PayPal chosen. */
export async function choosePaypal(page: Page, index: number): Promise<void> {
  await choosePackageAndMethod(page, index, 'PayPal', 'paypal');
}

/** A money player's PayPal deposit of the package at `index`, reviewed and sent off to PayPal. */
export async function leaveForPaypal(page: Page, index: number): Promise<void> {
  await choosePaypal(page, index);
  await continueToReview(page);
  await page.getByRole('button', { name: 'Deposit with PayPal' }).click();
}

/** A 100 € deposit by direct debit chosen: above micropayment-elv's 50 € limit until the shop grants more. */
export async function chooseDebitOf100(page: Page): Promise<void> {
  await choosePackageAndMethod(page, 3, 'Direct debit (Micropayment)', 'micropayment-elv');
}

/** From the amount screen to the review: the package at `index` by card (Checkout.com), the sandbox card `number`. */
export async function reviewCardDeposit(page: Page, index: number, number = '4242 4242 4242 4242'): Promise<void> {
  await choosePackageAndMethod(page, index, /Credit card \(Checkout\.com\)/, 'checkout-cc');
  await enterCard(page, number);
  await continueToReview(page);
}

/** From the amount screen to the end page: the package at `index` paid by the sandbox's card that always succeeds. */
export async function depositByCard(page: Page, index: number): Promise<void> {
  await reviewCardDeposit(page, index);
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expectDepositSuccess(page);
}

/** The direct-debit form's account (a valid German IBAN). */
export async function fillDebitAccount(page: Page): Promise<void> {
  await page.getByLabel('Account holder').fill('Max Mustermann');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
}

/** On the saver package screen, picks the package of `price` (minor units) and continues to the providers. */
export async function chooseSaverPackage(page: Page, price: number): Promise<void> {
  await page.locator(`[data-testid="package-tile"][data-price="${price}"]`).getByRole('radio').check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On the review screen: accepts the saver package terms and the direct-debit mandate, pays, lands on /end. */
export async function acceptTermsAndPayByDebit(page: Page): Promise<void> {
  await page.getByTestId('acceptance-subscriptionTerms').check();
  await page.getByRole('checkbox', { name: /^I authori[sz]e / }).check();
  await page.getByTestId('pay-button').click();
  await expectDepositSuccess(page);
}

/** The saver package of `price` (minor units) taken by direct debit, from /subscription to the end page. */
export async function signUpSaverPackageByDebit(page: Page, price: number): Promise<void> {
  await page.goto('/subscription?lang=en');
  await chooseSaverPackage(page, price);
  await chooseProvider(page, /^Direct debit/, 'micropayment-elv');
  await fillDebitAccount(page);
  await continueToReview(page);
  await acceptTermsAndPayByDebit(page);
}

/** In the demo mailbox (already open): the confirmation e-mail's link followed and the package confirmed. */
export async function confirmSaverPackageFromMail(page: Page): Promise<void> {
  await page.getByTestId('mail-subscription_confirm').click();
  const link = page
    .getByTestId('mail-link')
    .filter({ hasText: /subscription\/confirm/ })
    .first();
  await page.goto((await link.getAttribute('href')) ?? '');
  await page.getByTestId('confirm-subscription').click();
  await expect(page.getByTestId('confirm-result')).toBeVisible();
}

/** Opens the demo mailbox and confirms the saver package there. */
export async function confirmSaverPackage(page: Page): Promise<void> {
  await page.goto('/platform/mailbox');
  await confirmSaverPackageFromMail(page);
}
