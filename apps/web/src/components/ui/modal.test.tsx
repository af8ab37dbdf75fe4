import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Page({ disableOpener = false }: { disableOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <header data-testid="header">
        <a href="/games">Games</a>
      </header>
      <main>
        <h1>Review and pay</h1>
        <button
          type="button"
          disabled={busy}
          onClick={(event) => {
            // Like the pay button: disabled while the answer that opens the dialog arrives, and so without
            // focus (Chromium's focus fix-up moves it to <body>; jsdom does not, hence the blur).
            if (disableOpener) {
              event.currentTarget.blur();
              setBusy(true);
            }
            setOpen(true);
          }}
        >
          Pay
        </button>
        <Modal
          title="Buy this again?"
          open={open}
          onClose={() => {
            setOpen(false);
            setBusy(false);
          }}
        >
          <button type="button">Yes, buy again</button>
        </Modal>
      </main>
    </>
  );
}

describe('Modal', () => {
  // Issue 24 item 23: the page behind an open modal was not inert.
  it('makes everything behind it inert while open, and gives it back on close', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Pay' });
    await userEvent.click(opener);
    expect(screen.getByTestId('header').hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, hidden: true }).hasAttribute('inert')).toBe(true);
    expect(opener.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  // Issue 24 item 21: "Buy this again?" closed with Escape left focus on <body>.
  it('gives focus to the page heading when the opener had none to give', async () => {
    render(<Page disableOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Review and pay' }));
  });
});
