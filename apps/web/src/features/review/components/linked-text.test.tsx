// The acceptance texts' links: each `<name>words</name>` mark becomes its element around the words (in place of
// the element's own children).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('puts each marked part of the text into its link, keeping the text around them', () => {
    const { container } = render(
      <LinkedText
        text="I accept the <terms>terms</terms> and the <withdrawal>cancellation policy</withdrawal>."
        links={{ terms: <a href="/terms">Terms</a>, withdrawal: <a href="/withdrawal">Withdrawal</a> }}
      />,
    );
    expect(container.textContent).toBe('I accept the terms and the cancellation policy.');
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'cancellation policy' }).getAttribute('href')).toBe('/withdrawal');
  });

  it('shows the words of a mark without a link as plain text, and a text without marks as it is', () => {
    const { container, rerender } = render(<LinkedText text="See <other>this</other>." links={{}} />);
    expect(container.textContent).toBe('See this.');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<LinkedText text="No links here." links={{}} />);
    expect(container.textContent).toBe('No links here.');
  });
});
