import { describe, expect, it } from 'vitest';
import { renderGames } from './pages.views.ts';

const view = { userName: 'player', balance: '1.000', virtual: false, practice: false };

describe('games page', () => {
  it('invites practice players to play for money, with diamonds to become premium players', () => {
    expect(renderGames('en', { ...view, practice: true })).toContain('data-testid="play-for-money">Play for money</a>');
    expect(renderGames('de', { ...view, practice: true, virtual: true })).toContain(
      'data-testid="play-for-money">Premium-Spieler werden</a>',
    );
    expect(renderGames('en', view)).not.toContain('play-for-money');
  });
});
