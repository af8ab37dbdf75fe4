import { describe, expect, it } from 'vitest';
import { renderGames, renderLogin } from './pages.views.ts';

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

describe('login page', () => {
  const paused = (language: 'en' | 'de' | 'sv', retryAfterSeconds: number) =>
    renderLogin({ language, players: [], redirect: '/', failed: true, throttled: { retryAfterSeconds } });

  it('says how long logging in pauses in the plural form the number needs (the back-off starts at 30 s)', () => {
    expect(paused('en', 30)).toContain('please try again in 1 minute.');
    expect(paused('en', 120)).toContain('please try again in 2 minutes.');
    expect(paused('de', 30)).toContain('Bitte versuche es in 1 Minute erneut.');
    expect(paused('de', 900)).toContain('Bitte versuche es in 15 Minuten erneut.');
    expect(paused('sv', 60)).toContain('försök igen om 1 minut.');
  });
});
