import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, SUPPORT } from '../test/render-console';

const hit = {
  id: 42,
  userName: 'lena_k',
  name: 'Lena Krause',
  email: 'lena@example.com',
  country: 'DE',
  currency: 'EUR',
  actorType: 'g',
  blocked: false,
  depositBlocked: true,
  matchedBy: 'tid',
};

describe('search screen', () => {
  it('finds players by what the operator types and links to their page', async () => {
    const { user, callsTo } = renderConsole('/', SUPPORT, {
      'GET /ops/api/players': (call) => ({
        status: 200,
        body: { players: call.query.get('q') === 'T-1001' ? [hit] : [] },
      }),
    });
    await user.type(await screen.findByLabelText(/Name, player id, e-mail/), 'T-1001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 player found')).toBeTruthy();
    const result = screen.getByRole('link', { name: 'Lena Krause · #42' });
    expect(result.getAttribute('href')).toBe('/console/players/42');
    const item = result.closest('li') as HTMLElement;
    expect(within(item).getByText('matched by tid')).toBeTruthy();
    expect(within(item).getByText('Deposit block')).toBeTruthy();
    expect(callsTo('GET', '/ops/api/players')[0]?.query.get('q')).toBe('T-1001');
  });

  it('asks for 2 characters before searching and says when nothing matches', async () => {
    const { user, callsTo } = renderConsole('/', SUPPORT, {
      'GET /ops/api/players': { status: 200, body: { players: [] } },
    });
    await user.type(await screen.findByLabelText(/Name, player id, e-mail/), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Enter at least 2 characters' })).toBeTruthy();
    expect(callsTo('GET', '/ops/api/players')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Name, player id, e-mail/), 'yz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No player matches “xyz”.')).toBeTruthy();
  });

  it('says how many players match when more match than are shown', async () => {
    const hits = Array.from({ length: 50 }, (_, index) => ({ ...hit, id: index + 1, userName: `lst-${index + 1}` }));
    renderConsole('/?q=lst', SUPPORT, {
      'GET /ops/api/players': { status: 200, body: { players: hits, total: 66 } },
    });
    expect(
      await screen.findByText('66 players match; the best 50 are shown. Narrow the search to see the rest.'),
    ).toBeTruthy();
  });
});
