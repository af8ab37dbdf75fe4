// Customer support: the shop opens the platform's form app in a modal, prefilled with the screen's
// context; the player writes, sends and gets a ticket number, in their language.
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { createPlayer, logIn } from '../fixtures';

const TICKET = /^SR-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

function supportForm(page: Page): FrameLocator {
  return page.getByRole('dialog').frameLocator('iframe');
}

/** The frame is as tall as the form in it: the form never scrolls inside the modal. */
async function expectFrameFitsContent(page: Page): Promise<void> {
  const frame = page.getByRole('dialog').locator('iframe');
  await expect
    .poll(async () =>
      frame.evaluate((element: HTMLIFrameElement) => {
        const inner = element.contentDocument?.documentElement;
        return inner === undefined ? -1 : inner.scrollHeight - element.clientHeight;
      }),
    )
    .toBeLessThanOrEqual(1);
}

test.describe('customer support form', () => {
  test('from an error page that asks to contact support: write, fix, send and see the ticket', async ({
    page,
    request,
  }, testInfo) => {
    const player = await createPlayer(request, 'money-de');
    await logIn(page, player);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/error/47?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: "We can't continue with this account" })).toBeVisible();
    const contact = page.getByRole('button', { name: 'Contact customer support' });
    await page.screenshot({ path: testInfo.outputPath('error-page-390.png'), fullPage: true });
    await contact.click();

    const dialog = page.getByRole('dialog', { name: 'Customer support' });
    await expect(dialog).toBeVisible();
    const form = supportForm(page);
    await expect(form.getByTestId('support-player')).toHaveText(player);
    await expect(form.getByLabel('Topic')).toHaveValue('account');
    await expect(form.getByLabel('Reference (optional)')).toHaveValue('47');
    await expectFrameFitsContent(page);
    await page.screenshot({ path: testInfo.outputPath('support-form-390.png'), fullPage: true });

    // Too short: the summary and the field say so, and the text stays.
    await form.getByLabel('Your message').fill('Help me');
    await form.getByRole('button', { name: 'Send request' }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: 'Your message must be at least 10 characters long' })).toBeVisible();
    await expect(form.getByLabel('Your message')).toHaveValue('Help me');
    await expect(form.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
    await expectFrameFitsContent(page);
    await page.screenshot({ path: testInfo.outputPath('support-form-errors-390.png'), fullPage: true });

    await form.getByLabel('Your message').fill('My account was blocked after my deposit. Please check it.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    const ticket = (await form.getByTestId('support-ticket').textContent()) ?? '';
    expect(ticket).toMatch(TICKET);
    await expectFrameFitsContent(page);
    await page.screenshot({ path: testInfo.outputPath('support-sent-390.png'), fullPage: true });

    // Escape inside the form closes the modal; focus goes back to the button.
    await form.getByRole('link', { name: 'Send another request' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(contact).toBeFocused();

    // The confirmation stays reachable for this player as a full page.
    await page.goto(`/platform/support/requests/${ticket}?lang=en`);
    await expect(page.getByTestId('support-ticket')).toHaveText(ticket);
  });

  test('from the blocked payout screen, in the player’s language, on a wide screen', async ({
    page,
    request,
  }, testInfo) => {
    const player = await createPlayer(request, 'money-de', { payoutBlocker: 'userBlocked' });
    await logIn(page, player);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/payout?lang=de');
    const notice = page.getByRole('region', { name: 'Keine Auszahlungsart verfügbar' });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('payout-blocked-1280.png'), fullPage: true });
    await notice.getByRole('button', { name: 'Kundenservice kontaktieren' }).click();

    const form = supportForm(page);
    await expect(form.getByRole('option', { name: 'Auszahlung', selected: true })).toBeAttached();
    await expect(form.getByLabel('Referenz (optional)')).toHaveValue('9295');
    await expectFrameFitsContent(page);
    await page.screenshot({ path: testInfo.outputPath('support-form-1280.png') });

    await form.getByLabel('Deine Nachricht').fill('Warum kann ich nichts auszahlen? Mein Konto ist gesperrt.');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('heading', { name: 'Anfrage gesendet' })).toBeVisible();
    await expect(form.getByTestId('support-ticket')).toHaveText(TICKET);
    await page.screenshot({ path: testInfo.outputPath('support-sent-1280.png') });

    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('from the footer of the amount screen, with the keyboard', async ({ page, request }) => {
    const player = await createPlayer(request, 'money-gb');
    await logIn(page, player);
    await page.goto('/?lang=en-GB');
    await page.getByRole('button', { name: 'Customer support' }).click();
    const form = supportForm(page);
    await expect(form.getByLabel('Topic')).toHaveValue('deposit');
    // Tab from the close button goes into the form and stays in the dialog.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Topic')).toBeFocused();
    await form.getByLabel('Your message').fill('Which payment methods can I use from the UK?');
    await form.getByLabel('Your message').press('Tab');
    await expect(form.getByLabel('Reference (optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('support-ticket')).toHaveText(TICKET);
  });
});
