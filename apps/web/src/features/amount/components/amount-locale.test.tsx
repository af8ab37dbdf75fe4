// Issue 10 point 17: package amounts in the player's locale for every offered country, and in a country with
// several languages the one the player speaks.
import type { UserData } from '@shop/contracts/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { normalPackages, shopFixture, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function firstPackageName(): string {
  const radio = within(screen.getByRole('group', { name: /pick a package/i })).getAllByRole('radio')[0];
  const ids = radio?.getAttribute('aria-labelledby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replaceAll('\u00a0', ' ');
}

describe('package amounts in the player’s locale', () => {
  it.each<[string, string, string]>([
    ['ES', 'es', '10,00 €'],
    ['BE', 'fr', '10,00 €'],
    ['BE', 'nl', '€ 10,00'],
    ['AT', 'de', '€ 10,00'],
  ])('a player in %s speaking %s sees %s', async (country, lang, expected) => {
    const player: UserData = userFixture({ userCountry: country, lang, gdCurrency: 'EUR' });
    stubFetch(
      shopRoutes({
        'GET /gd/rest/me/userData': () => json(player),
        'GET /deposit/shop': () => json(shopFixture({ currency: 'EUR', purchasables: normalPackages('EUR') })),
      }),
    );
    await renderApp('/?lang=en');
    await screen.findByRole('group', { name: /pick a package/i });
    expect(firstPackageName()).toBe(expected);
  });
});
