import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../test/fixtures';
import { renderConsole, SUPPORT } from '../test/render-console';

describe('audit trail', () => {
  it('lists entries newest first, filters by subject and pages to older ones', async () => {
    const { user, callsTo } = renderConsole('/audit', SUPPORT, {
      'GET /ops/api/audit': (call) => {
        if (call.query.get('subjectType') === 'player') {
          return {
            status: 200,
            body: {
              entries: [auditEntry(7, { action: 'player.note', subjectType: 'player', subjectId: '42' })],
              next: null,
            },
          };
        }
        return call.query.get('before') === '5'
          ? { status: 200, body: { entries: [auditEntry(4)], next: null } }
          : { status: 200, body: { entries: [auditEntry(6), auditEntry(5)], next: 5 } };
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('payout PO-6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('payout PO-4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Subject type'), 'player');
    await user.type(screen.getByLabelText('Subject id'), '42');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const link = await screen.findByRole('link', { name: '42' });
    expect(link.getAttribute('href')).toBe('/console/players/42');
    const last = callsTo('GET', '/ops/api/audit').at(-1);
    expect(last?.query.get('subjectType')).toBe('player');
    expect(last?.query.get('subjectId')).toBe('42');
  });
});
