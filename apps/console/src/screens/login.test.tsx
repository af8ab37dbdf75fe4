import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, SUPPORT } from '../test/render-console';

/** Types the operator's e-mail address, password and code into the login form, once it shows. */
async function typeCredentials(user: UserEvent, email: string, password: string, code: string) {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Code from your authenticator app'), code);
}

describe('login screen', () => {
  it('lists every missing field in a focused summary and sends nothing', async () => {
    const { user, calls } = renderConsole('/login', null);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Enter your e-mail address',
      'Enter your password',
      'Enter the 6-digit code from your authenticator app',
    ]);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.path === '/ops/api/login')).toHaveLength(0);
    // The summary's link takes the operator to the field.
    await user.click(within(summary).getByRole('link', { name: 'Enter your password' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('says the credentials are wrong without saying which, and clears the used code', async () => {
    const { user, callsTo } = renderConsole('/login', null, {
      'POST /ops/api/login': { status: 401, body: { code: 'invalid_credentials' } },
    });
    await typeCredentials(user, 'support@ops.example', 'wrong', '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/The e-mail address, password or code is not right/)).toBeTruthy();
    expect((screen.getByLabelText('Code from your authenticator app') as HTMLInputElement).value).toBe('');
    expect(callsTo('POST', '/ops/api/login')[0]?.body).toEqual({
      email: 'support@ops.example',
      password: 'wrong',
      totp: '123456',
    });
  });

  it('tells the operator to wait after too many attempts', async () => {
    const { user } = renderConsole('/login', null, {
      'POST /ops/api/login': { status: 429, body: { code: 'too_many_attempts' } },
    });
    await typeCredentials(user, 'a@ops.example', 'x', '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Too many attempts. Wait a few minutes, then try again.')).toBeTruthy();
  });

  it('tells the operator that a code was already used, apart from wrong credentials', async () => {
    const { user } = renderConsole('/login', null, {
      'POST /ops/api/login': { status: 401, body: { code: 'totp_already_used' } },
    });
    await typeCredentials(user, 'a@ops.example', 'demo1234', '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/This code has already been used\. Wait until your authenticator app/)).toBeTruthy();
    expect((screen.getByLabelText('Code from your authenticator app') as HTMLInputElement).value).toBe('');
  });

  it('signs in and returns to the screen the operator wanted', async () => {
    let signedIn = false;
    const { user } = renderConsole('/payouts', null, {
      'GET /ops/api/me': () =>
        signedIn ? { status: 200, body: { operator: SUPPORT } } : { status: 401, body: { code: 'not_authenticated' } },
      'POST /ops/api/login': () => {
        signedIn = true;
        return { status: 200, body: { operator: SUPPORT } };
      },
      'GET /ops/api/lists/payouts': { status: 200, body: { items: [], total: 0, next: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the operator console' })).toBeTruthy();
    await typeCredentials(user, 'support@ops.example', 'demo1234', '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts waiting for review' })).toBeTruthy();
    expect(screen.getByText('Signed in as Sam Support')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Payouts waiting for review – Operator console'));
  });
});
