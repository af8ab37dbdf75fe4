import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playerDetail } from '../test/fixtures';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

describe('console frame', () => {
  it('sends a signed-out operator to the login screen', async () => {
    renderConsole('/players/42', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the operator console' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('goes back to the login screen when any call answers 401 (session ended)', async () => {
    const { user } = renderConsole('/', SUPPORT, {
      'GET /ops/api/players': { status: 401, body: { code: 'not_authenticated' } },
    });
    await user.type(await screen.findByLabelText(/Name, player id, e-mail/), 'lena');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the operator console' })).toBeTruthy();
  });

  it('logs out through the API and shows the login screen', async () => {
    const { user, callsTo } = renderConsole('/', FINANCE, { 'POST /ops/api/logout': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the operator console' })).toBeTruthy();
    expect(callsTo('POST', '/ops/api/logout')).toHaveLength(1);
  });

  it('starts in the operator’s language and switches to the other, money and dates included', async () => {
    const { user } = renderConsole(
      '/players/42',
      { ...SUPPORT, language: 'de' },
      {
        'GET /ops/api/players/42': { status: 200, body: playerDetail() },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Spieler Lena Krause' })).toBeTruthy();
    expect(screen.getByText('1.234,56 €')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await user.selectOptions(screen.getByLabelText('Sprache'), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' })).toBeTruthy();
    expect(screen.getByText('€1,234.56')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
