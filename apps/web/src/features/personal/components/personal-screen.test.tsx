import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { findErrorSummary, summaryLinks } from '../../../test/error-summary';
import { json, type StubRoutes, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { expectErrorOnlyAfterBlur } from '../../../test/field-check';
import { STORED_ADDRESS, userFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const EMPTY = {
  address: { firstName: '', surname: '', street1: '', street2: '', zipCode: '', stateCode: '', city: '' },
  gender: null,
  birthdate: null,
};

function personalRoutes(
  options: { country?: string; actorType?: 'b' | 'g'; stored?: unknown; routes?: StubRoutes } = {},
) {
  const { country = 'DE', actorType = 'b', stored = STORED_ADDRESS, routes = {} } = options;
  return shopRoutes({
    'GET /gd/rest/me/userData': ({ url }) =>
      url.searchParams.get('fields') === 'address'
        ? json(stored)
        : json(userFixture({ actorType, userCountry: country, userLocale: country === 'US' ? 'en-US' : 'de-DE' })),
    ...routes,
  });
}

async function openPersonal(options: Parameters<typeof personalRoutes>[0] = {}) {
  const network = stubFetch(personalRoutes(options));
  const view = await renderApp('/personal');
  await screen.findByRole('button', { name: 'Continue' });
  return { ...view, network };
}

const posts = (network: Awaited<ReturnType<typeof openPersonal>>['network']) =>
  network.calls.filter((call) => call.init?.method === 'POST' && call.url.pathname === '/gd/rest/me/userData');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 12));
  sessionStorage.setItem('shop.session-started', '1');
  localStorage.setItem('shop.language', 'en');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('personal data', () => {
  it('is prefilled from the stored address, with the country read-only and a link to change it', async () => {
    await openPersonal();
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal details' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Ms' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Paula');
    expect(screen.getByRole('textbox', { name: 'Street and house number' })).toHaveProperty('value', 'Hauptstraße 1');
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(birth)
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).value),
    ).toEqual(['17', '5', '1990']);
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveProperty('value', 'Germany');
    expect(country).toHaveProperty('readOnly', true);
    expect(screen.getByRole('link', { name: 'Change country' }).getAttribute('href')).toBe('/extern/user-settings');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Postal code' }).getAttribute('maxlength')).toBe('20');
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('maxlength')).toBe('40');
  });

  it('sends money players on to review', async () => {
    stubFetch(personalRoutes({ actorType: 'g' }));
    const { router } = await renderApp('/personal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
  });

  // Issue 10 item 4: "check personal data" after an address refusal sent money players straight back to review.
  it('lets a money player whose address was refused (code 12) correct it and pay again with it', async () => {
    const network = stubFetch(
      personalRoutes({
        actorType: 'g',
        routes: { 'POST /gd/rest/me/userData': () => new Response(null, { status: 204 }) },
      }),
    );
    const { router } = await renderApp('/error/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Check personal details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your personal details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/personal');
    // Issue 24 point 17: not the first-deposit wording, and the trail shows where the player is.
    expect(screen.queryByText(/before your first deposit/)).toBeNull();
    expect(screen.getByText(/Your payment provider couldn't accept these details/)).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: /progress|steps/i });
    expect(trail.querySelector('[aria-current="step"]')?.textContent).toMatch(/^3\s*Details$/);
    const surname = await screen.findByRole('textbox', { name: 'Last name' });
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Praxis-Meier');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    const [post] = posts(network as Awaited<ReturnType<typeof openPersonal>>['network']);
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ surname: 'Praxis-Meier', referer: 'shop' });
  });

  it('checks a field on blur, then on every input', async () => {
    await openPersonal({ stored: EMPTY });
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await expectErrorOnlyAfterBlur(firstName, 'P', 'Your first name must have at least 2 characters.');
    expect(firstName.getAttribute('aria-describedby')).toBe('personal-firstName-error');
    await userEvent.type(firstName, 'a');
    expect(screen.queryByText('Your first name must have at least 2 characters.')).toBeNull();
    await userEvent.clear(firstName);
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
  });

  it('lists every error in a summary on a failed continue', async () => {
    const { network } = await openPersonal({ stored: EMPTY });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await findErrorSummary();
    expect(document.activeElement).toBe(summary);
    expect(summaryLinks(summary)).toEqual([
      ['Choose Mr or Ms.', '#personal-salutation-MR'],
      ['Enter your first name.', '#personal-firstName'],
      ['Enter your last name.', '#personal-surname'],
      ['Enter your full date of birth.', '#personal-birth-day'],
      ['Enter your address.', '#personal-street1'],
      ['Enter your postal code.', '#personal-zipCode'],
      ['Enter your city.', '#personal-city'],
    ]);
    expect(posts(network)).toHaveLength(0);
  });

  it('refuses players under 18', async () => {
    await openPersonal();
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    await userEvent.selectOptions(within(birth).getByRole('combobox', { name: 'Year' }), '2008');
    await userEvent.selectOptions(within(birth).getByRole('combobox', { name: 'Month' }), 'June');
    await userEvent.selectOptions(within(birth).getByRole('combobox', { name: 'Day' }), '16');
    await userEvent.click(screen.getByRole('textbox', { name: 'Street and house number' }));
    expect(screen.getByText('You must be at least 18 years old to deposit.')).toBeTruthy();
    await userEvent.selectOptions(within(birth).getByRole('combobox', { name: 'Day' }), '15');
    expect(screen.queryByText('You must be at least 18 years old to deposit.')).toBeNull();
  });

  it('asks US players for their state and refuses the forbidden ones', async () => {
    const { network } = await openPersonal({
      country: 'US',
      stored: { ...STORED_ADDRESS, address: { ...STORED_ADDRESS.address, stateCode: 'NONE' } },
    });
    expect(screen.getByRole('textbox', { name: 'Street address' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeTruthy();
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    expect(
      within(birth)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('id')),
    ).toEqual(['personal-birth-month', 'personal-birth-day', 'personal-birth-year']);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(within(state).getAllByRole('option')).toHaveLength(52);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Choose your state.')).toHaveLength(2);
    await userEvent.selectOptions(state, 'Florida');
    expect(screen.getAllByText("Sorry, deposits aren't possible from this state.")).toHaveLength(2);
    await userEvent.selectOptions(state, 'New York');
    expect(screen.queryByText("Sorry, deposits aren't possible from this state.")).toBeNull();
    expect(posts(network)).toHaveLength(0);
  });

  it('goes on to review without saving when nothing changed', async () => {
    const { network, router } = await openPersonal();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/personal'));
    expect(posts(network)).toHaveLength(0);
  });

  it('saves a changed address and goes on to review', async () => {
    const { network, router } = await openPersonal({
      routes: { 'POST /gd/rest/me/userData': () => new Response(null, { status: 204 }) },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Mr' }));
    const street = screen.getByRole('textbox', { name: 'Street and house number' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Lindenweg 7 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/personal'));
    const [post] = posts(network);
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      gender: 'm',
      firstName: 'Paula',
      surname: 'Praxis',
      birthdate: '1990-05-17',
      street1: 'Lindenweg 7',
      street2: '',
      zipCode: '10115',
      city: 'Berlin',
      stateCode: '',
      referer: 'shop',
    });
  });

  it.each([
    [403, ['18'], '/error/18'],
    [500, ['unexpected'], '/error/unexpected'],
    [400, { message: 'bad' }, '/error/unexpected'],
  ])('after a %i answer goes to %s', async (status, body, path) => {
    const { router } = await openPersonal({ routes: { 'POST /gd/rest/me/userData': () => json(body, status) } });
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('follows the redirect of a 409 answer', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await openPersonal({
      routes: { 'POST /gd/rest/me/userData': () => json({ redirect: '/platform/user-settings' }, 409) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/user-settings'));
  });
});
