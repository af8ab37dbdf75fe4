import { expect, test } from '@playwright/test';
import { balanceOf, loggedInPlayer } from '../fixtures';
import {
  acceptTermsAndPayByDebit,
  chooseProvider,
  chooseSaverPackage,
  confirmSaverPackageFromMail,
  continueToReview,
  fillDebitAccount,
  signUpSaverPackageByDebit,
} from '../journey';

// Issue 7: a money player takes the 20 € saver package with direct debit, confirms it in the demo mailbox,
// sees it in the shop and at shop settings, and cancels it there.
test.describe('saver package', () => {
  test('sign-up with direct debit → confirmation e-mail → active details → cancel at shop settings', async ({
    page,
    request,
  }) => {
    const player = await loggedInPlayer(page, request);
    const before = await balanceOf(request, player);

    await page.goto('/?lang=en');
    await page.getByTestId('selection-tab-subscription').click();
    await expect(page).toHaveURL(/\/subscription(\?.*)?$/);
    await expect(page.getByTestId('saver-package-header')).toBeVisible();
    await page.getByTestId('subscription-terms-button').click();
    await expect(page.getByTestId('subscription-terms')).toBeVisible();
    await page.keyboard.press('Escape');
    await chooseSaverPackage(page, 2000);
    await expect(page).toHaveURL(/\/provider\/[A-Za-z-]+$/);
    // Only the saver-package providers are offered.
    await expect(page.getByRole('radio', { name: 'Bank transfer' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(3);
    await chooseProvider(page, /^Direct debit/, 'micropayment-elv');
    await fillDebitAccount(page);
    await continueToReview(page);

    await page.getByTestId('pay-button').click();
    await expect(page.getByText('You have to accept the saver package terms to continue.').first()).toBeVisible();
    await acceptTermsAndPayByDebit(page);
    await expect(page.getByTestId('end-subscription-started')).toBeVisible();
    const after = await balanceOf(request, player);
    expect({ withdrawable: after.withdrawable - before.withdrawable, bonus: after.bonus - before.bonus }).toEqual({
      withdrawable: 2000,
      bonus: 500,
    });

    // Waiting for the confirmation.
    await page.goto('/subscription?lang=en');
    await expect(page.getByTestId('subscription-details')).toHaveAttribute('data-state', 'PENDING');
    await page.getByTestId('subscription-pending-notice').getByRole('link').click();

    // The demo mailbox: open the confirmation e-mail, follow its link, confirm.
    await expect(page).toHaveURL(/\/platform\/mailbox$/);
    await confirmSaverPackageFromMail(page);

    // Active in the shop, with its details and the way to the shop settings.
    await page.goto('/subscription?lang=en');
    const details = page.getByTestId('subscription-details');
    await expect(details).toHaveAttribute('data-state', 'ACTIVE');
    await expect(page.getByTestId('subscription-monthly-deposit')).toContainText('20');
    await expect(page.getByTestId('subscription-monthly-bonus')).toContainText('5');
    await expect(page.getByTestId('subscription-next-booking-date')).toBeVisible();
    await page.getByTestId('subscription-shop-settings').click();

    // Shop settings: state, next booking, minimum term, and the cancellation with its date.
    await expect(page).toHaveURL(/\/platform\/shop-settings/);
    await expect(page.getByTestId('package-state')).toHaveText(/Active|Aktiv/);
    await expect(page.getByTestId('package-minimum-term-left')).toHaveText('2');
    const effective = (await page.getByTestId('cancel-effective').textContent()) ?? '';
    // Signed up today: the minimum term still holds the next two monthly bookings (German player).
    expect(effective).toContain('noch 2 Buchung');
    await page.getByTestId('cancel-subscription').click();
    await expect(page.getByTestId('cancelled-notice')).toBeVisible();
    const endDate = /(\d{2}\.\d{2}\.\d{4})/.exec(effective)?.[1] ?? 'missing';
    await expect(page.getByTestId('package-end-date')).toHaveText(endDate);

    await page.goto('/subscription?lang=en');
    await expect(page.getByTestId('subscription-details')).toHaveAttribute('data-state', 'CANCELED');
    await expect(page.getByTestId('subscription-end-date')).toBeVisible();
  });

  // Issue 24 points 1 and 2: right after the sign-up the package is not started yet — the end page says it starts
  // on confirmation, the shop and the shop settings say cancelling ends it today with no booking, and after
  // cancelling the player can sign up again.
  test('a package not yet confirmed: the end page, the shop and shop settings say what cancelling really does', async ({
    page,
    request,
  }) => {
    // A whole sign-up with direct debit, then two platform pages: more than the default budget on a busy machine.
    test.slow();
    await loggedInPlayer(page, request);
    await signUpSaverPackageByDebit(page, 1000);
    await expect(page.getByTestId('end-subscription-started')).toBeVisible();
    await expect(page.getByText('Your saver package starts as soon as you confirm it.')).toBeVisible();
    await expect(page.getByText(/has started/)).toHaveCount(0);

    await page.goto('/subscription?lang=en');
    await expect(page.getByTestId('subscription-details')).toHaveAttribute('data-state', 'PENDING');
    await expect(page.getByText(/hasn't started yet\. If you cancel today, it ends today/)).toBeVisible();

    await page.goto('/platform/shop-settings?lang=en');
    const effective = page.getByTestId('cancel-effective');
    await expect(effective).toContainText('If you cancel today, it ends today: no booking is made');
    await expect(effective).not.toContainText('more booking');
    await page.getByTestId('cancel-subscription').click();
    // Cancelled before it started: no package any more, and the way to take one again (it was refused with
    // subscription-already-active; the sign-up itself: subscription-signup-bonus.test.ts).
    await expect(page.getByTestId('no-package')).toBeVisible();
    await expect(page.getByTestId('no-package').getByRole('link')).toHaveAttribute('href', '/subscription?lang=en');
  });
});
