// SPEC §7: the terms and the right of withdrawal are fetched into the shop for the player's country, read
// as text only, and show '?' when the platform cannot deliver them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, shopRoutes, stubFetch, text } from '../../test/fetch-stub';
import { userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const TERMS = `<!doctype html><html><head><title>Terms</title><style>p{color:red}</style></head><body>
<header><p class="brand">Platform</p></header>
<main><h1>Terms and conditions</h1>
<section><h2>1. Scope</h2><p>These terms apply to <strong>every</strong> deposit.<script>window.hacked = true</script></p>
<ul><li>First rule</li></ul><p><a href="javascript:alert(1)" onclick="alert(2)">bad link</a>
<a href="https://example.com/privacy">privacy</a></p><img src="x" onerror="window.hacked = true"></section></main>
</body></html>`;

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });

describe('legal texts in the shop', () => {
  it('shows the terms of the player’s country inside a dialog, text only', async () => {
    const german = userFixture({ userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR' });
    const network = stubFetch(
      shopRoutes({
        'GET /gd/rest/me/userData': () => json(german),
        'GET /gd/help/agb_pages/agb_de.xhtml': () => html(TERMS),
      }),
    );
    await renderApp('/?lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
    await userEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(dialog).findByRole('heading', { name: '1. Scope' })).toBeTruthy();
    expect(within(dialog).getByText('First rule')).toBeTruthy();
    expect(within(dialog).getByText('every').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'privacy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
    expect(within(dialog).queryByRole('link', { name: 'bad link' })).toBeNull();
    expect(dialog.querySelector('script, img, style, [onclick]')).toBeNull();
    expect(within(dialog).queryByText('Platform')).toBeNull();
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
    expect(network.callsTo('/gd/help/agb_pages/agb_de.xhtml')).toHaveLength(1);
  });

  it("shows '?' when the right of withdrawal cannot be fetched", async () => {
    const german = userFixture({ userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR' });
    stubFetch(
      shopRoutes({
        'GET /gd/rest/me/userData': () => json(german),
        'GET /gd/help/withdrawal_pages/withdrawal_de.xhtml': () => text('unavailable', 503),
      }),
    );
    await renderApp('/?lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Choose your amount' });
    await userEvent.click(screen.getByRole('button', { name: 'Right of withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Right of withdrawal' });
    expect(await within(dialog).findByText('?')).toBeTruthy();
  });
});
