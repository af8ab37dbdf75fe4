// Payout answers and set-up for the payout view tests, shaped like the server's (the contract's test fixtures).
import type { PayoutInfo } from '@shop/contracts/payout';
import { payoutInfoFixture } from '@shop/contracts/test/payout-fixtures';
import type { UserData } from '@shop/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import type { PayoutDraft } from '../../../lib/payout-draft';
import { json, type StubRoutes } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { payoutToken } from '../payout-token';

export { BANK, payoutInfoFixture, paypalProvider } from '@shop/contracts/test/payout-fixtures';

/** A German money player (EUR, comma as decimal separator) who reads the shop in English. */
export const MONEY_DE: Partial<UserData> = {
  userName: 'money-de',
  userCountry: 'DE',
  userLocale: 'de-DE',
  gdCurrency: 'EUR',
};

export function payoutRoutes(info: Partial<PayoutInfo> = {}, overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /gd/rest/me/userData': () => json(userFixture(MONEY_DE)),
    'GET /gd/rest/payout': () => json(payoutInfoFixture(info)),
    ...overrides,
  };
}

/** The payout routes of another player than MONEY_DE. */
export function playerPayoutRoutes(user: Partial<UserData>, info: Partial<PayoutInfo>): StubRoutes {
  return payoutRoutes(info, { 'GET /gd/rest/me/userData': () => json(userFixture(user)) });
}

/** A valid German IBAN (the SEPA test account). */
export const VALID_IBAN = 'DE89370400440532013000';

export function seedPayout(draft: Partial<PayoutDraft> = {}, options: { token?: string } = {}): void {
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem(
    'shop.payout-draft',
    JSON.stringify({ paytype: null, amountMinor: null, bank: null, paypalAccount: null, requested: null, ...draft }),
  );
  payoutToken.clear();
  if (options.token !== undefined) payoutToken.set(options.token);
}

export async function renderPayout(path: string, heading: string | RegExp) {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The loading state shows the same headline: wait until the step itself is there.
  await waitFor(() => {
    if (document.querySelector('main [aria-busy="true"]') !== null) throw new Error('still loading');
  });
  return view;
}
